import type { NotificationListResponse } from '@oportuna/domain/notifications';
import type { NotificationFilter } from '../api/get-notifications.ts';

export type NotificationTabValue = 'public' | 'private' | 'all' | 'read';

type Totals = NotificationListResponse['totals'];

/** Públicas, Privadas and Todas list the unread ones; Visualizadas the read ones. */
export const NOTIFICATION_TAB_FILTERS: Readonly<Record<NotificationTabValue, NotificationFilter>> =
  {
    public: { category: 'city', isRead: false },
    private: { category: 'company', isRead: false },
    all: { isRead: false },
    read: { isRead: true },
  };

export const NOTIFICATION_TABS = Object.keys(NOTIFICATION_TAB_FILTERS) as NotificationTabValue[];

/** The count beside each tab: unread totals per category, and the read total. */
export function notificationTabCount(
  tab: NotificationTabValue,
  unread: Totals | undefined,
  read: Totals | undefined,
): number | undefined {
  switch (tab) {
    case 'public':
      return unread?.cities;
    case 'private':
      return unread?.companies;
    case 'all':
      return unread?.total;
    case 'read':
      return read?.total;
  }
}

/**
 * The tab the dropdown opens on: the first category tab with unread items, otherwise Todas
 * (which holds the unread of other categories, or says there is nothing new).
 */
export function initialNotificationTab(unread: Totals): NotificationTabValue {
  if (unread.cities > 0) return 'public';
  if (unread.companies > 0) return 'private';
  return 'all';
}
