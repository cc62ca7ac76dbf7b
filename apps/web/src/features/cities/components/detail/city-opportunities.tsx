import { Stack, Table } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { Proposal } from '@oportuna/domain/proposals';
import type { PlaceRanking } from '@oportuna/domain/territory';
import { BlockSkeleton } from '../../../../components/locality/block-skeleton.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { RankingSummary } from '../../../../components/locality/ranking-summary.tsx';
import { ProposalSummaryTable } from '../../../../components/proposal-summary-table.tsx';

/** The city's attractiveness ranking and the opportunities linked to it. */
export function CityOpportunities({
  ranking,
  proposals,
  loading,
}: {
  ranking: PlaceRanking | undefined;
  proposals: readonly Proposal[] | undefined;
  loading: boolean;
}) {
  if (loading) return <BlockSkeleton lines={6} />;
  return (
    <Stack gap="md">
      {ranking ? <RankingSummary ranking={ranking} /> : null}
      {proposals?.length ? (
        <Table.ScrollContainer minWidth={0} mah={360}>
          <ProposalSummaryTable proposals={proposals} />
        </Table.ScrollContainer>
      ) : (
        <EmptyText>{MESSAGES.common.noContent}</EmptyText>
      )}
    </Stack>
  );
}
