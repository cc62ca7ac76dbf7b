import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { reviewGroups } from '../lib/review-rows.ts';

/** Revisão: everything entered, grouped as the steps were, before concluding. */
export function ReviewSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const groups = reviewGroups(form.values, t);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('proposalForm.review.intro')}</Text>
      {groups.map((group) => (
        <Stack key={group.title} gap="xs">
          <Title order={3} fz="h5">
            {group.title}
          </Title>
          {group.rows.length === 0 ? (
            <Text size="sm">{MESSAGES.common.notInformed}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
              {group.rows.map((row) => (
                <Stack key={row.label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {row.label}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {row.value.trim() === '' ? MESSAGES.common.notInformed : row.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
