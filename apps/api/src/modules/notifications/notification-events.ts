import { EventEmitter } from 'node:events';
import type { Notification } from '@oportuna/domain';

/**
 * Fan-out of new notifications to the open event streams of this process. With several
 * processes this is where PostgreSQL LISTEN/NOTIFY would relay events between them.
 */
export function createNotificationEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(userId: number, notification: Notification) {
      emitter.emit(`user:${userId}`, notification);
    },
    /** Whether the user has a stream open in this process. */
    isListening(userId: number): boolean {
      return emitter.listenerCount(`user:${userId}`) > 0;
    },
    subscribe(userId: number, listener: (notification: Notification) => void): () => void {
      emitter.on(`user:${userId}`, listener);
      return () => emitter.off(`user:${userId}`, listener);
    },
  };
}

export type NotificationEvents = ReturnType<typeof createNotificationEvents>;
