import { Alert, Button, Group, Text } from '@mantine/core';
import { PROPOSAL_ACTION_RULES } from '@oportuna/domain/proposals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProposalAction } from '../../api/apply-proposal-action.ts';

/**
 * Shown on a pending opportunity, to any viewer: it came through the economic showcase and
 * waits for approval. Approving refreshes the page's data (the banner then goes away).
 */
export function PendingBanner({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation();
  const approve = useProposalAction();
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} role="status">
      <Group justify="space-between" gap="md">
        <Text size="sm">{t('proposals.detail.pendingBanner')}</Text>
        <Button
          color="yellow"
          loading={approve.isPending}
          onClick={() => approve.mutate({ id: proposalId, action: 'approve' })}
        >
          {PROPOSAL_ACTION_RULES.approve.label}
        </Button>
      </Group>
    </Alert>
  );
}
