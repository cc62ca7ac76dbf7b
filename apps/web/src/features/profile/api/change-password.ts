import type { MessageResponse } from '@oportuna/domain/auth';
import type { ProfilePassword } from '@oportuna/domain/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT profile/password: the current password, then the new one twice. */
export function changePassword(payload: ProfilePassword) {
  return apiClient.put<MessageResponse>('profile/password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
