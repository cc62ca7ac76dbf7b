import { Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import type { Notification } from '@oportuna/domain/notifications';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item.tsx';

interface NotificationListProps {
  notifications: readonly Notification[] | undefined;
  isLoading: boolean;
  onAccess: (notification: Notification) => void;
}

export function NotificationList({ notifications, isLoading, onAccess }: NotificationListProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center h={LAYOUT.notificationListHeightPx}>
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!notifications || notifications.length === 0) {
    return (
      <Center h={LAYOUT.notificationListHeightPx}>
        <Text size="sm" c="dimmed">
          {MESSAGES.notifications.empty}
        </Text>
      </Center>
    );
  }
  return (
    <ScrollArea h={LAYOUT.notificationListHeightPx} offsetScrollbars>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {notifications.map((notification, index) => (
          <Fragment key={notification.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <NotificationItem notification={notification} onAccess={onAccess} />
          </Fragment>
        ))}
      </Stack>
    </ScrollArea>
  );
}
