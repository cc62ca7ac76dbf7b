import { MESSAGES } from '@oportuna/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { notificationKeys } from './get-notifications.ts';

/** POST notifications/readAll */
export function markAllNotificationsRead(): Promise<void> {
  return apiClient.post<void>('notifications/readAll');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: () => notify.error(MESSAGES.notifications.markAllFailed),
  });
}
