import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Interest } from '@oportuna/domain/interests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { InterestTargetLink } from './interest-target-link.tsx';
import { StagePanel } from './stage-panel.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The head of a thread: what it is in, the two customers, who follows it, and its stage. */
export function InterestSummary({ interest }: { interest: Interest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Fact label={t('interests.summary.target')}>
            <InterestTargetLink target={interest.target} />
          </Fact>
          <Fact label={t('interests.summary.interested')}>
            {interest.outside_contact
              ? `${interest.outside_contact.name} (${interest.outside_contact.email})`
              : (interest.interested_customer?.name ?? t('common.notInformed'))}
            {interest.interested_user ? ` (${interest.interested_user.name})` : ''}
          </Fact>
          <Fact label={t('interests.summary.owner')}>{interest.owner_customer.name}</Fact>
          <Fact label={t('interests.summary.follower')}>
            {interest.follower_user?.name ?? t('common.notInformed')}
          </Fact>
        </SimpleGrid>
        {interest.outside_contact ? (
          <Alert color="blue" variant="light" title={t('interests.summary.outsideTitle')}>
            {t('interests.summary.outside', { email: interest.outside_contact.email })}
          </Alert>
        ) : null}
        <Group justify="space-between" align="flex-start">
          <StagePanel interest={interest} />
          <Text size="xs" c="dimmed">
            {t('interests.summary.createdAt', { date: formatDateTime(interest.created_at) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
