import type { Proposal } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isProposalId } from '../lib/proposal-load-state.ts';

/** GET proposals/{id}: every field of spec 1 §3. */
export function getProposal(id: number, signal?: AbortSignal): Promise<Proposal> {
  return apiClient.get<Proposal>(`proposals/${id}`, { signal });
}

export function proposalQueryOptions(id: number) {
  return queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    enabled: isProposalId(id),
  });
}

export function useProposal(id: number) {
  return useQuery(proposalQueryOptions(id));
}

/** The opportunity the editor starts from: what is stored now. */
export function useProposalToEdit(id: number) {
  return useQuery({
    queryKey: proposalKeys.edit(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    enabled: isProposalId(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
