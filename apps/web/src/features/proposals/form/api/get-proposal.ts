import type { Proposal } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { proposalFormKeys } from './proposal-form-keys.ts';

/** GET proposals/{id}: the opportunity the editor starts from. */
export function getProposal(id: number, signal?: AbortSignal): Promise<Proposal> {
  return apiClient.get<Proposal>(`proposals/${id}`, { signal });
}

export function proposalQueryOptions(id: number) {
  return queryOptions({
    queryKey: proposalFormKeys.edit(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    // The editor must start from what is stored now, not from a list's cached copy.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useProposal(id: number) {
  return useQuery({ ...proposalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
