import type { Notification } from '@oportuna/domain/notifications';

type Listener = (notification: Notification) => void;

const listeners = new Set<Listener>();
const openListeners = new Set<(open: boolean) => void>();
let streamOpen = false;

/**
 * What the notification stream pushes, for any screen that shows the same news live (an open
 * thread): the stream publishes here, screens subscribe, so no feature imports another.
 */
export function publishNotification(notification: Notification): void {
  for (const listener of listeners) listener(notification);
}

/** Runs `listener` on every notification pushed while subscribed; returns the unsubscribe. */
export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stream says whether it is open: screens poll only while it is not. */
export function setNotificationStreamOpen(open: boolean): void {
  if (open === streamOpen) return;
  streamOpen = open;
  for (const listener of openListeners) listener(open);
}

export function isNotificationStreamOpen(): boolean {
  return streamOpen;
}

export function subscribeToStreamOpen(listener: (open: boolean) => void): () => void {
  openListeners.add(listener);
  return () => {
    openListeners.delete(listener);
  };
}
