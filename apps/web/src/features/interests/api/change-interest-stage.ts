import type { Interest, InterestStageChange } from '@oportuna/domain/interests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** PATCH interests/:id/stage: the owner side moves the interest. */
export function changeInterestStage(id: number, change: InterestStageChange) {
  return apiClient.patch<Interest>(`interests/${id}/stage`, change);
}

export function useChangeInterestStage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InterestStageChange) => changeInterestStage(id, change),
    onSuccess: (interest) => {
      queryClient.setQueryData(interestKeys.detail(id), interest);
      return queryClient.invalidateQueries({ queryKey: interestKeys.all });
    },
  });
}
