import { Checkbox, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBenefitChoices } from '../api/get-benefit-choices.ts';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { toggleIncentive } from '../lib/incentives.ts';

/** The incentive checkboxes (GET benefits); ticking one asks for its description later. */
export function IncentiveChoices({
  form,
  onToggle,
}: {
  form: ProposalForm;
  onToggle?: () => void;
}) {
  const { t } = useTranslation();
  const benefits = useBenefitChoices();
  const { incentives } = form.values;
  return (
    <Checkbox.Group
      label={t('proposalForm.sections.incentives')}
      value={Object.keys(incentives)}
      error={form.errors.incentives}
      withAsterisk
    >
      {benefits.isPending ? (
        <Skeleton height={24} mt="xs" />
      ) : (
        <Group mt="xs" gap="lg">
          {(benefits.data ?? []).map((benefit) => (
            <Checkbox
              key={benefit.type}
              value={benefit.type}
              label={benefit.label}
              onChange={(event) => {
                form.change(
                  {
                    incentives: toggleIncentive(
                      incentives,
                      benefit.type,
                      event.currentTarget.checked,
                    ),
                  },
                  'incentives',
                );
                onToggle?.();
              }}
            />
          ))}
        </Group>
      )}
    </Checkbox.Group>
  );
}
