import { Group, Radio, Stack, Text } from '@mantine/core';
import { PROPOSAL_TYPE_LABELS, type ProposalType } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';

/** Step Tipo: a public (city) or a private (company) opportunity. */
export function TypeSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const hints: Record<ProposalType, string> = {
    city: t('proposalForm.type.cityHint'),
    company: t('proposalForm.type.companyHint'),
  };
  return (
    <Radio.Group
      label={t('proposalForm.type.question')}
      value={form.values.type}
      onChange={(type) => {
        form.change({ type: type as ProposalType });
        // The other type's steps are gone: their messages would only confuse.
        form.setErrors({});
      }}
      error={form.errors.type}
      withAsterisk
    >
      <Group mt="md" align="stretch" grow>
        {(['city', 'company'] as const).map((type) => (
          <Radio.Card key={type} value={type} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={4}>
                <Text fw={700}>{PROPOSAL_TYPE_LABELS[type]}</Text>
                <Text size="sm" c="dimmed">
                  {hints[type]}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
