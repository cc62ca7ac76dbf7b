import type { LoginResponse, loginRequestSchema } from '@oportuna/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session/session-actions.ts';

export type LoginRequest = ReturnType<typeof loginRequestSchema.parse>;

/** POST login_check; a 4-digit code is e-mailed on success. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('login_check', request);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: startSession,
  });
}
