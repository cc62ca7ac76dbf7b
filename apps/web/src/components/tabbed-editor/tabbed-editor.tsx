import { Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { type ReactNode, useRef, useState } from 'react';
import { useScrollTopOnChange } from '../use-scroll-top-on-change.ts';
import { continueTabIndex } from './tab-cap.ts';

export interface EditorTab {
  key: string;
  label: string;
  content: ReactNode;
}

export interface TabbedEditorLabels {
  /** 'SALVAR E CONTINUAR EDIÇÃO' */
  saveAndContinue: string;
  /** 'SALVAR E CONCLUIR EDIÇÃO' */
  saveAndConclude: string;
}

export interface TabbedEditorProps {
  tabs: readonly EditorTab[];
  active: number;
  onActiveChange: (index: number) => void;
  /** Saves everything; answers whether it worked (a failure keeps the editor where it is). */
  onSave: () => Promise<boolean>;
  /** Runs after 'save and conclude' saved, e.g. to leave the editor. */
  onConcluded: () => void;
  labels: TabbedEditorLabels;
  /** The highest tab 'save and continue' reaches; the last tab by default. */
  lastIndex?: number;
}

type Pending = 'continue' | 'conclude' | null;

/** An editor split in tabs; each tab saves and then continues to the next or concludes. */
export function TabbedEditor({
  tabs,
  active,
  onActiveChange,
  onSave,
  onConcluded,
  labels,
  lastIndex = tabs.length - 1,
}: TabbedEditorProps) {
  const [pending, setPending] = useState<Pending>(null);
  const top = useRef<HTMLDivElement>(null);
  useScrollTopOnChange(top, active);

  const run = async (action: Exclude<Pending, null>) => {
    setPending(action);
    try {
      if (!(await onSave())) return;
      if (action === 'continue') onActiveChange(continueTabIndex(active, lastIndex));
      else onConcluded();
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper ref={top} withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
      <Tabs
        value={tabs[active]?.key ?? null}
        onChange={(key) => {
          const index = tabs.findIndex((tab) => tab.key === key);
          if (index >= 0) onActiveChange(index);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key}>
            <Stack gap="xl">
              {tab.content}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  loading={pending === 'continue'}
                  disabled={pending !== null}
                  onClick={() => void run('continue')}
                >
                  {labels.saveAndContinue}
                </Button>
                <Button
                  loading={pending === 'conclude'}
                  disabled={pending !== null}
                  onClick={() => void run('conclude')}
                >
                  {labels.saveAndConclude}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
