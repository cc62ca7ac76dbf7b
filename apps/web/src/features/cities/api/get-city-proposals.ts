import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';

/** GET proposals?city={id}&page=1&limit=500: the opportunities linked to the city. */
export function cityProposalsQueryOptions(id: number) {
  const params = { city: id, page: 1, limit: QUERY_LIMITS.proposalsPerCity };
  return queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: ({ signal }) => getProposals(params, signal),
  });
}

export function useCityProposals(id: number) {
  return useQuery(cityProposalsQueryOptions(id));
}
