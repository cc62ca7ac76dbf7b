import { Anchor, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockSkeleton } from '../../../../components/locality/block-skeleton.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';
import { formatBRL } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { useRelatedProposals } from '../../api/get-related-proposals.ts';
import { ProposalStatusBadge } from '../proposal-status-badge.tsx';

/** The other private opportunities of the same CNPJ. */
export function RelatedProposals({
  proposalId,
  federalTaxId,
}: {
  proposalId: number;
  federalTaxId: string | null;
}) {
  const { t } = useTranslation();
  const query = useRelatedProposals(federalTaxId);
  const related = (query.data?.data ?? []).filter((proposal) => proposal.id !== proposalId);
  return (
    <SectionCard title={t('proposals.detail.related')}>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <BlockSkeleton lines={3} />
      ) : related.length === 0 ? (
        <EmptyText>{MESSAGES.companies.noRelatedProposals}</EmptyText>
      ) : (
        <Stack gap="xs">
          {related.map((proposal) => (
            <Group key={proposal.id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                to={paths.proposals.detail.getHref(proposal.id)}
                size="sm"
                fw={600}
                lineClamp={1}
              >
                {`#${proposal.id} ${proposal.name}`}
              </Anchor>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm">{formatBRL(proposal.project?.total)}</Text>
                <ProposalStatusBadge proposal={proposal} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
