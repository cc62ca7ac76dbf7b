import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** POST users/inactivateMany: the list's trash button (all of them, or none). */
export function inactivateUsers(ids: number[]) {
  return apiClient.post<void>('users/inactivateMany', { ids });
}

export function useInactivateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
