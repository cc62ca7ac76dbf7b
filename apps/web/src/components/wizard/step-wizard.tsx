import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useScrollTopOnChange } from '../use-scroll-top-on-change.ts';
import { isStepHighlighted, type WizardState } from './wizard-state.ts';

export interface StepWizardLabels {
  /** 'Passo n' for the step numbered n (from 1). */
  step: (number: number) => string;
  previous: string;
  next: string;
  /** The label of the next button on the last step, e.g. 'Concluir cadastro'. */
  finish: string;
  /** The accessible name of the list of steps. */
  steps: string;
}

export interface StepWizardProps {
  steps: readonly string[];
  state: WizardState;
  labels: StepWizardLabels;
  children: ReactNode;
  onPrevious: () => void;
  /** Validation and the advance (or the submission on the last step) are the caller's. */
  onNext: () => void;
  nextDisabled?: boolean;
  busy?: boolean;
  /** Whether the step shown ends the wizard; by default, the last of `steps`. */
  isLastStep?: boolean;
}

/** A numbered step form: the steps on top (visited ones highlighted), one step, then navigation. */
export function StepWizard({
  steps,
  state,
  labels,
  children,
  onPrevious,
  onNext,
  nextDisabled = false,
  busy = false,
  isLastStep,
}: StepWizardProps) {
  const isLast = isLastStep ?? state.active === steps.length - 1;
  const top = useRef<HTMLDivElement>(null);
  useScrollTopOnChange(top, state.active);
  return (
    <Paper ref={top} withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
      <Stack gap="xl" mih={LAYOUT.formMinHeightPx - 48} justify="space-between">
        <Stack gap="xl">
          <Box
            component="ol"
            aria-label={labels.steps}
            m={0}
            p={0}
            style={{
              listStyle: 'none',
              display: 'grid',
              gap: 'var(--mantine-spacing-sm)',
              gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
            }}
          >
            {steps.map((label, index) => {
              const highlighted = isStepHighlighted(state, index);
              return (
                <Box
                  component="li"
                  key={label}
                  aria-current={index === state.active ? 'step' : undefined}
                  data-visited={highlighted || undefined}
                >
                  <Group gap="xs" wrap="nowrap">
                    <ThemeIcon
                      radius="xl"
                      size="md"
                      variant={highlighted ? 'filled' : 'light'}
                      color={highlighted ? 'brand' : 'gray'}
                    >
                      <Text size="xs" fw={700}>
                        {index + 1}
                      </Text>
                    </ThemeIcon>
                    <Stack gap={0}>
                      <Text size="xs" c="dimmed">
                        {labels.step(index + 1)}
                      </Text>
                      <Text size="sm" fw={index === state.active ? 700 : 500}>
                        {label}
                      </Text>
                    </Stack>
                  </Group>
                </Box>
              );
            })}
          </Box>
          <Box>{children}</Box>
        </Stack>
        <Group justify="space-between">
          {state.active > 0 ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              onClick={onPrevious}
              disabled={busy}
            >
              {labels.previous}
            </Button>
          ) : (
            <span />
          )}
          <Button
            rightSection={isLast ? null : <IconArrowRight size={18} />}
            onClick={onNext}
            disabled={nextDisabled}
            loading={busy}
          >
            {isLast ? labels.finish : labels.next}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
