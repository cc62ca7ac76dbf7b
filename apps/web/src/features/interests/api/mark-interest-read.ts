import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST interests/:id/read: the caller's read mark, up to a message (it never moves back). */
export function markInterestRead(id: number, messageId: number) {
  return apiClient.post<{ unread_count: number }>(`interests/${id}/read`, {
    message_id: messageId,
  });
}

/** Reading a thread also reads its notifications in the bell: the bell's queries refetch. */
export function useMarkInterestRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markInterestRead(id, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
