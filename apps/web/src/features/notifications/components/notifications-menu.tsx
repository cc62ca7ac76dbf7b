import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useNotificationStream } from '../api/notification-stream.ts';
import { useNewNotificationsAlert } from '../hooks/use-new-notifications-alert.ts';
import { useNotificationsLoadError } from '../hooks/use-notifications-load-error.ts';
import { NOTIFICATION_TAB_FILTERS } from '../lib/notification-tabs.ts';

const PANEL_WIDTH = 480;

// The bell and its count are always on screen; the panel's code loads at the first opening.
const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel.tsx')).NotificationsPanel,
}));

/** The bell in the top bar with the unread count; its dropdown lists the notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { authToken, terms } = useSession();
  const [opened, setOpened] = useState(false);
  // Until the terms are accepted the API answers nothing but the terms themselves.
  const unread = useNotifications(NOTIFICATION_TAB_FILTERS.all, { poll: true, enabled: terms });
  useNotificationStream(terms ? authToken : null);
  useNotificationsLoadError(unread);
  const unreadTotal = unread.data?.totals.total;
  useNewNotificationsAlert(unreadTotal);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
    >
      <Indicator
        label={unreadTotal}
        disabled={!unreadTotal}
        size={18}
        offset={4}
        color="red"
        withBorder
      >
        {/* The button, not the badge around it, is what opens the dialog. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications.open')}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm" maw="calc(100vw - 16px)">
        <Suspense
          fallback={
            <Center h={LAYOUT.notificationListHeightPx}>
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          }
        >
          <NotificationsPanel
            unreadTotals={unread.data?.totals}
            onNavigate={() => setOpened(false)}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
