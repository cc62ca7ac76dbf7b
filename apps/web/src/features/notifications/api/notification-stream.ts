import type { Notification } from '@oportuna/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';
import {
  publishNotification,
  setNotificationStreamOpen,
} from '../../../lib/notification-events.ts';
import { notificationKeys } from './get-notifications.ts';

export interface StreamTicket {
  ticket: string;
  expires_in: number;
}

/** POST notifications/stream-ticket: a one-minute ticket that opens the caller's stream. */
export function getStreamTicket(): Promise<StreamTicket> {
  return apiClient.post<StreamTicket>('notifications/stream-ticket');
}

/**
 * GET notifications/stream: EventSource cannot send headers, so a short-lived ticket goes in
 * the query, never the session token.
 */
export function notificationStreamUrl(ticket: string): string {
  return apiUrl('notifications/stream', { ticket });
}

const RECONNECT_MS = 10_000;

/**
 * Refetches the notification lists whenever the server pushes a `notification` event. The
 * browser retries a dropped connection itself; once it gives up (its ticket has expired),
 * a new ticket opens a new stream. The server ends the stream when the session ends.
 */
export function useNotificationStream(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = (event: Event) => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      const data = (event as MessageEvent<string>).data;
      try {
        if (data) publishNotification(JSON.parse(data) as Notification);
      } catch {
        // A payload that is not JSON still refreshed the bell.
      }
    };
    const reconnectLater = () => {
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    async function connect() {
      try {
        const { ticket } = await getStreamTicket();
        if (stopped) return;
        const opened = new EventSource(notificationStreamUrl(ticket));
        source = opened;
        opened.addEventListener('open', () => setNotificationStreamOpen(true));
        opened.addEventListener('notification', refresh);
        opened.addEventListener('session-ended', () => {
          stopped = true;
          setNotificationStreamOpen(false);
          opened.close();
        });
        opened.addEventListener('error', () => {
          setNotificationStreamOpen(false);
          if (opened.readyState === EventSource.CLOSED) reconnectLater();
        });
      } catch {
        reconnectLater();
      }
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setNotificationStreamOpen(false);
    };
  }, [token, queryClient]);
}
