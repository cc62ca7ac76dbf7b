import type { MessageResponse } from '@oportuna/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface ChangePasswordRequest {
  token: string;
  password: string;
  confirm_password: string;
}

/** POST change-password with the token of a reset link. */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('change-password', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
