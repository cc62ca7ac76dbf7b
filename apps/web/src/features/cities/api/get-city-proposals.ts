import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import type { ProposalStatus, ProposalType } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface CityProposal {
  id: number;
  name: string;
  description: string | null;
  status: ProposalStatus;
  type: ProposalType;
  created_at: string;
  completed_at: string | null;
  lost_at: string | null;
  is_favorite: boolean;
  has_permission_to_edit: boolean;
  customer: { id: number; name: string } | null;
  city: { id: number; name: string; state: { uf: string } } | null;
  coordinates: [number, number] | null;
  project: { total: number | null; required_investment: number | null } | null;
}

/** GET proposals?city={id}&page=1&limit=500: the opportunities linked to the city. */
export function getCityProposals(id: number, signal?: AbortSignal) {
  return apiClient.get<ListResponse<CityProposal>>('proposals', {
    query: { city: id, page: 1, limit: QUERY_LIMITS.proposalsPerCity },
    signal,
  });
}

export function cityProposalsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['cities', 'proposals', id],
    queryFn: ({ signal }) => getCityProposals(id, signal),
  });
}

export function useCityProposals(id: number) {
  return useQuery(cityProposalsQueryOptions(id));
}
