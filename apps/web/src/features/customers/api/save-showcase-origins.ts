import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** PUT customers/{id} with {showcase_allowed_origins} (204). */
export function saveShowcaseOrigins(id: number, origins: string[]): Promise<void> {
  return apiClient.put<void>(`customers/${id}`, { showcase_allowed_origins: origins });
}

export function useSaveShowcaseOrigins(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (origins: string[]) => saveShowcaseOrigins(id, origins),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
