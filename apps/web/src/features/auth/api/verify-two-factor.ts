import type { twoFactorRequestSchema } from '@oportuna/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadCurrentUser } from '../../../lib/session/session-actions.ts';

export type TwoFactorRequest = ReturnType<typeof twoFactorRequestSchema.parse>;

/** POST 2fa-check with the e-mailed code. */
export function verifyTwoFactor(request: TwoFactorRequest): Promise<{ '2fa': true }> {
  return apiClient.post<{ '2fa': true }>('2fa-check', request);
}

/**
 * Checks the code, then loads the profile, which marks the two-factor step done. Answers
 * the user, or null when the profile could not be loaded (the session has then ended).
 */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TwoFactorRequest) => {
      await verifyTwoFactor(request);
      return loadCurrentUser(queryClient);
    },
  });
}
