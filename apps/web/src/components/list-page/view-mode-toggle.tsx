import { ActionIcon, Group } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './list-state.ts';

const MODES = [
  { mode: 'list', icon: IconList, label: 'list.viewList' },
  { mode: 'card', icon: IconLayoutGrid, label: 'list.viewCards' },
] as const;

/** Switches a list between its table and its cards. */
export function ViewModeToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2}>
      {MODES.map(({ mode, icon: Icon, label }) => (
        <ActionIcon
          key={mode}
          size="lg"
          variant={value === mode ? 'filled' : 'default'}
          aria-label={t(label)}
          title={t(label)}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          <Icon size={18} />
        </ActionIcon>
      ))}
    </Group>
  );
}
