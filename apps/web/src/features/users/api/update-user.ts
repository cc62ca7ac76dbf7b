import type { User } from '@oportuna/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { UserPayload } from '../lib/user-form.ts';
import { userKeys } from './user-keys.ts';

/** PUT users/{id}: the form's payload (a blank password keeps it) or {is_active: false}. */
export function updateUser(id: number, body: UserPayload | { is_active: boolean }) {
  return apiClient.put<User>(`users/${id}`, body);
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPayload | { is_active: boolean }) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
