import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import {
  isNotificationStreamOpen,
  subscribeToNotifications,
  subscribeToStreamOpen,
} from '../../../lib/notification-events.ts';
import { paths } from '../../../lib/paths.ts';

/** How often a thread refetches while the notification stream is closed. */
export const THREAD_POLL_MS = 15_000;

/**
 * Keeps an open thread current: a notification pushed on the stream about this interest (a
 * message, a change of stage) refetches it at once. Only while the stream is closed does the
 * thread poll; the answer is the interval to pass to its queries.
 */
export function useLiveThread(interestId: number): number | false {
  const queryClient = useQueryClient();
  const [streamOpen, setStreamOpen] = useState(isNotificationStreamOpen);

  useEffect(() => subscribeToStreamOpen(setStreamOpen), []);

  useEffect(() => {
    const link = paths.interests.detail.getHref(interestId);
    return subscribeToNotifications((notification) => {
      if (notification.link !== link) return;
      void queryClient.invalidateQueries({ queryKey: interestKeys.messages(interestId) });
      void queryClient.invalidateQueries({ queryKey: interestKeys.detail(interestId) });
    });
  }, [interestId, queryClient]);

  return streamOpen ? false : THREAD_POLL_MS;
}
