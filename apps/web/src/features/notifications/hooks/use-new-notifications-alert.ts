import { MESSAGES } from '@oportuna/domain/messages';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify.ts';
import { hasNewNotifications } from '../lib/has-new-notifications.ts';

/** Says 'Você tem novas notificações' when the unread total rises between two answers. */
export function useNewNotificationsAlert(unreadTotal: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadTotal === undefined) return;
    if (hasNewNotifications(previous.current, unreadTotal)) {
      notify.info(MESSAGES.notifications.newNotifications, 'new-notifications');
    }
    previous.current = unreadTotal;
  }, [unreadTotal]);
}
