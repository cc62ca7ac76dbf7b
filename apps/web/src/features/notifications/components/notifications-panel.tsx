import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import {
  NOTIFICATION_CATEGORY_LABELS,
  type Notification,
  type NotificationListResponse,
} from '@oportuna/domain/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotificationsLoadError } from '../hooks/use-notifications-load-error.ts';
import {
  initialNotificationTab,
  NOTIFICATION_TAB_FILTERS,
  NOTIFICATION_TABS,
  type NotificationTabValue,
  notificationTabCount,
} from '../lib/notification-tabs.ts';
import { NotificationList } from './notification-list.tsx';

interface NotificationsPanelProps {
  unreadTotals: NotificationListResponse['totals'] | undefined;
  onNavigate: () => void;
}

/** The dropdown's content: tabs with counts, the list of the chosen tab, mark all as read. */
export function NotificationsPanel({ unreadTotals, onNavigate }: NotificationsPanelProps) {
  const { t } = useTranslation();
  // Chosen once the unread counts are known, so that the dropdown never opens on an empty tab.
  const [chosen, setChosen] = useState<NotificationTabValue | null>(() =>
    unreadTotals ? initialNotificationTab(unreadTotals) : null,
  );
  if (chosen === null && unreadTotals) setChosen(initialNotificationTab(unreadTotals));
  const tab = chosen ?? 'all';
  const list = useNotifications(NOTIFICATION_TAB_FILTERS[tab]);
  const read = useNotifications(NOTIFICATION_TAB_FILTERS.read);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  useNotificationsLoadError(list);

  const labels: Record<NotificationTabValue, string> = {
    public: NOTIFICATION_CATEGORY_LABELS.city,
    private: NOTIFICATION_CATEGORY_LABELS.company,
    all: t('notifications.tabs.all'),
    read: t('notifications.tabs.read'),
  };

  const access = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('notifications.title')}</Text>
        <Button
          size="compact-xs"
          variant="light"
          loading={markAll.isPending}
          disabled={!unreadTotals?.total}
          onClick={() => markAll.mutate()}
        >
          {MESSAGES.notifications.markAllRead}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setChosen(value as NotificationTabValue)}>
        <Tabs.List>
          {NOTIFICATION_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              px={8}
              fz="sm"
              rightSection={
                <Badge size="xs" variant="light" circle={false}>
                  {notificationTabCount(value, unreadTotals, read.data?.totals) ?? 0}
                </Badge>
              }
            >
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <NotificationList
        notifications={list.data?.data}
        isLoading={list.isPending}
        onAccess={access}
      />
    </Stack>
  );
}
