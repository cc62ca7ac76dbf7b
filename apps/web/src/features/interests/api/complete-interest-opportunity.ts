import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST interests/:id/complete-opportunity: Concluir on the won interest's opportunity. */
export function completeInterestOpportunity(id: number) {
  return apiClient.post<{ id: number; status: string; message: string }>(
    `interests/${id}/complete-opportunity`,
  );
}

export function useCompleteInterestOpportunity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeInterestOpportunity(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interestKeys.all }),
        queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
      ]),
  });
}
