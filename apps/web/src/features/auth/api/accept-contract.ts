import { MESSAGES } from '@oportuna/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

/** PUT customers/{customer}/accept-contract; an empty answer means accepted. */
export function acceptContract(customerId: number): Promise<void> {
  return apiClient.put<void>(`customers/${customerId}/accept-contract`);
}

export function useAcceptContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptContract,
    onSuccess: () => {
      sessionStore.dispatch({ type: 'termsAccepted' });
      // Whatever was refused while the terms waited is asked again.
      void queryClient.invalidateQueries();
    },
    onError: () => notify.warning(MESSAGES.auth.termsAcceptFailed),
  });
}
