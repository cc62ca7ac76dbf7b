import type { Proposal } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { proposalsQueryKey } from './get-proposals.ts';

/** GET proposals/{id}: every field of spec 1 §3. */
export function getProposal(id: number, signal?: AbortSignal): Promise<Proposal> {
  return apiClient.get<Proposal>(`proposals/${id}`, { signal });
}

export function proposalQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProposal(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useProposal(id: number) {
  return useQuery(proposalQueryOptions(id));
}
