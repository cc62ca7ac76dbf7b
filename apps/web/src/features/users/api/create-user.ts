import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { UserPayload } from '../lib/user-form.ts';
import { userKeys } from './user-keys.ts';

/** What the creation led to: a user created (or reactivated), or an inactive one to confirm. */
export type CreationOutcome = { kind: 'created'; id: number } | { kind: 'inactive_exists' };

/**
 * The creation's first attempt, POST users/email (204: an inactive user has the e-mail), or,
 * once the reactivation is confirmed, POST users.
 */
export async function createUser(
  payload: UserPayload,
  confirmedReactivation: boolean,
): Promise<CreationOutcome> {
  const answer = await apiClient.post<{ id: number } | undefined>(
    confirmedReactivation ? 'users' : 'users/email',
    payload,
  );
  return answer ? { kind: 'created', id: answer.id } : { kind: 'inactive_exists' };
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, confirmed }: { payload: UserPayload; confirmed: boolean }) =>
      createUser(payload, confirmed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
