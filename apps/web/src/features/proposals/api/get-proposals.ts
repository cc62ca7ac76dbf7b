import type { ListResponse } from '@oportuna/domain/lists';
import type { Proposal } from '@oportuna/domain/proposals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type ProposalFilters, proposalListParams } from '../lib/proposal-filters.ts';

export type ProposalsResponse = ListResponse<Proposal>;

/** Every proposal query starts with this key, so one invalidation refreshes them all. */
export const proposalsQueryKey = ['proposals'] as const;

/** GET proposals: one page of the list, with filters, polygon and ordering. */
export function getProposals(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<ProposalsResponse> {
  return apiClient.get<ProposalsResponse>('proposals', { query: params, signal });
}

export function proposalsQueryOptions(state: ListState<ProposalFilters>) {
  const params = proposalListParams(state);
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'list', params],
    queryFn: ({ signal }) => getProposals(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` waits for the filters a link put in the hash. */
export function useProposals(state: ListState<ProposalFilters>, enabled = true) {
  return useQuery({ ...proposalsQueryOptions(state), enabled });
}
