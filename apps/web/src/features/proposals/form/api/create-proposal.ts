import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import type { ProposalPayload } from '../lib/build-payload.ts';

/** POST proposals: answers the new opportunity's id. */
export function createProposal(payload: ProposalPayload): Promise<{ id: number }> {
  return apiClient.post<{ id: number }>('proposals', payload);
}

export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}
