import type { MessageResponse, resetPasswordRequestSchema } from '@oportuna/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type ResetPasswordRequest = ReturnType<typeof resetPasswordRequestSchema.parse>;

/** POST reset-password: e-mails a link to /auth/forgot-password?token=…; the same answer whether or not the address exists. */
export function requestPasswordReset(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('reset-password', request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
