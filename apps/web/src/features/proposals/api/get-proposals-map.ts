import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ProposalMapItem } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { type ProposalFilters, proposalFilterParams } from '../lib/proposal-filters.ts';

/** What a point, its colour and its popup need: the map form's fields but the city. */
export const PROPOSAL_POINT_FIELDS = [
  'id',
  'name',
  'status',
  'type',
  'coordinates',
  'is_favorite',
] as const satisfies readonly (keyof ProposalMapItem)[];

/**
 * GET proposals in the map form (page 1, limit 10000): every proposal matching the filters.
 * The drawn polygon is left out, so the points around it stay visible.
 */
export function proposalsMapQueryOptions(
  state: Pick<ListState<ProposalFilters>, 'filters' | 'onlyFavorites'>,
) {
  const params = {
    page: 1,
    limit: QUERY_LIMITS.proposalsMap,
    fields: PROPOSAL_POINT_FIELDS,
    ...proposalFilterParams(state),
  };
  return queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: ({ signal }) => getProposals(params, signal),
  });
}

export function useProposalsMap(
  state: Pick<ListState<ProposalFilters>, 'filters' | 'onlyFavorites'>,
) {
  return useQuery(proposalsMapQueryOptions(state));
}
