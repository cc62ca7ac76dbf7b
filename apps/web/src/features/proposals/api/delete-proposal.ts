import { MESSAGES } from '@oportuna/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { actionFailureMessage } from '../lib/action-failure.ts';

/** DELETE proposals/{id} (204). */
export function deleteProposal(id: number): Promise<void> {
  return apiClient.delete<void>(`proposals/${id}`);
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProposal,
    onSuccess: () => {
      notify.success(MESSAGES.proposals.removed);
      return queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    },
    onError: (error, id) => {
      notify.error(actionFailureMessage('delete', id, error));
    },
  });
}
