import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { type ProposalFilters, proposalListParams } from '../lib/proposal-filters.ts';

export function proposalsQueryOptions(state: ListState<ProposalFilters>) {
  const params = proposalListParams(state);
  return queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: ({ signal }) => getProposals(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` waits for the filters a link put in the hash. */
export function useProposals(state: ListState<ProposalFilters>, enabled = true) {
  return useQuery({ ...proposalsQueryOptions(state), enabled });
}
