import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '../../../lib/api-client.ts';
import { notificationKeys } from './get-notifications.ts';

/** GET notifications/stream: EventSource cannot send headers, so the token goes in the query. */
export function notificationStreamUrl(token: string): string {
  return apiUrl('notifications/stream', { access_token: token });
}

/**
 * Refetches the notification lists whenever the server pushes a `notification` event.
 * The browser reconnects on its own after a dropped connection.
 */
export function useNotificationStream(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(notificationStreamUrl(token));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    };
    source.addEventListener('notification', refresh);
    return () => {
      source.removeEventListener('notification', refresh);
      source.close();
    };
  }, [token, queryClient]);
}
