import { TIMING } from '@oportuna/domain/limits';
import type {
  NotificationCategory,
  NotificationListResponse,
} from '@oportuna/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface NotificationFilter {
  category?: NotificationCategory;
  isRead: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
};

/** GET notifications?category&is_read: the list and the totals per tab for that read state. */
export function getNotifications(
  filter: NotificationFilter,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return apiClient.get<NotificationListResponse>('notifications', {
    query: { category: filter.category, is_read: filter.isRead },
    signal,
  });
}

/** Polling backs up the event stream, and only in production builds (spec 1 §4). */
export function notificationPollingInterval(isProduction: boolean): number | false {
  return isProduction ? TIMING.notificationPollingMs : false;
}

export function notificationsQueryOptions(filter: NotificationFilter, { poll = false } = {}) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
    refetchInterval: poll ? notificationPollingInterval(import.meta.env.PROD) : false,
    // Counts must be current whenever the dropdown opens.
    staleTime: 0,
  });
}

export function useNotifications(
  filter: NotificationFilter,
  { poll = false, enabled = true }: { poll?: boolean; enabled?: boolean } = {},
) {
  return useQuery({ ...notificationsQueryOptions(filter, { poll }), enabled });
}
