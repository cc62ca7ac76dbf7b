import type { MatchWeightsInput, UserMatchWeights } from '@oportuna/domain/matching';
import type { ProjectCategory } from '@oportuna/domain/proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { matchKeys } from './get-place-matches.ts';

const weightsKey = ['matching', 'weights'] as const;

/** GET matching/weights: the weights the signed-in user sees each category's scores with. */
export function useMatchWeights() {
  return useQuery({
    queryKey: weightsKey,
    queryFn: ({ signal }) => apiClient.get<UserMatchWeights>('matching/weights', { signal }),
  });
}

/** PUT (or, to go back to the defaults, DELETE) matching/weights/{category}. */
export function useSaveMatchWeights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      category,
      weights,
    }: {
      category: ProjectCategory;
      weights: MatchWeightsInput | null;
    }) =>
      weights
        ? apiClient.put<UserMatchWeights>(`matching/weights/${category}`, weights)
        : apiClient.delete<UserMatchWeights>(`matching/weights/${category}`),
    onSuccess: (answer) => {
      client.setQueryData(weightsKey, answer);
      void client.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}
