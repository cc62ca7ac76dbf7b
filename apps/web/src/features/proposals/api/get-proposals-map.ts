import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import type { ProposalMapItem } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type ProposalFilters, proposalFilterParams } from '../lib/proposal-filters.ts';
import { proposalsQueryKey } from './get-proposals.ts';

/** The light map form: what a point, its colour and its popup need. */
export const PROPOSAL_MAP_FIELDS = [
  'id',
  'name',
  'status',
  'type',
  'coordinates',
  'is_favorite',
] as const;

/**
 * GET proposals in the map form (fields=…, page 1, limit 10000): every proposal matching
 * the filters. The drawn polygon is left out, so the points around it stay visible.
 */
export function getProposalsMap(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<ProposalMapItem>>('proposals', { query: params, signal });
}

export function proposalsMapQueryOptions(
  state: Pick<ListState<ProposalFilters>, 'filters' | 'onlyFavorites'>,
) {
  const params: QueryParams = {
    page: 1,
    limit: QUERY_LIMITS.proposalsMap,
    fields: PROPOSAL_MAP_FIELDS,
    ...proposalFilterParams(state),
  };
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'map', params],
    queryFn: ({ signal }) => getProposalsMap(params, signal),
  });
}

export function useProposalsMap(
  state: Pick<ListState<ProposalFilters>, 'filters' | 'onlyFavorites'>,
) {
  return useQuery(proposalsMapQueryOptions(state));
}
