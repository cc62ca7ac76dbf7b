import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@oportuna/domain/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read; the link itself does the navigation. */
  onAccess: (notification: Notification) => void;
}

export function NotificationItem({ notification, onAccess }: NotificationItemProps) {
  const { t } = useTranslation();
  const { link } = notification;
  const internal = link?.startsWith('/') ?? false;

  return (
    <Stack gap={4} py="xs" component="li">
      <Text size="sm" fw={notification.is_read ? 400 : 600}>
        {notification.message}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {[notification.created_by, formatDateTime(notification.created_at)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {link && internal ? (
          <Anchor
            component={Link}
            to={link}
            size="xs"
            fw={600}
            onClick={() => onAccess(notification)}
          >
            {t('notifications.access')}
          </Anchor>
        ) : link ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            fw={600}
            onClick={() => onAccess(notification)}
          >
            {t('notifications.access')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
