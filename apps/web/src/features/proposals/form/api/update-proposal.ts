import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import type { ProposalUpdatePayload } from '../lib/build-payload.ts';

export interface UpdateProposalInput {
  id: number;
  payload: ProposalUpdatePayload;
}

/** PUT proposals/{id} */
export function updateProposal({ id, payload }: UpdateProposalInput): Promise<{ id: number }> {
  return apiClient.put<{ id: number }>(`proposals/${id}`, payload);
}

export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}
