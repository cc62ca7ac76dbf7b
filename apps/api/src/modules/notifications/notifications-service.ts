import type { Notification, NotificationCategory } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { NotificationEvents } from './notification-events.ts';
import {
  countNotifications,
  deliverNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type ShownNotification,
} from './notifications-queries.ts';

export type NewNotification = {
  category: NotificationCategory;
  message: string;
  link: string | null;
  /** The customer the news is about (e.g. who registered the opportunity). */
  customerId: number | null;
  createdBy: { userId: number; name: string } | null;
  /**
   * When only one customer's users (and the superadmin) may read what the news is about,
   * e.g. an opportunity still pending approval; null when every user may.
   */
  readableOnlyBy?: { customerId: number | null } | null;
};

const toNotification = (row: ShownNotification): Notification => ({
  id: Number(row.id),
  message: row.message,
  created_by: row.createdByName,
  link: row.link,
  is_read: row.isRead,
  category: row.category,
  created_at: new Date(row.createdAt).toISOString(),
});

export function createNotificationsService({
  db,
  clock,
  events,
}: {
  db: Db;
  clock: Clock;
  events: NotificationEvents;
}) {
  return {
    async list(
      actor: Actor,
      query: { category?: NotificationCategory; is_read?: boolean; limit: number },
    ) {
      const isRead = query.is_read ?? false;
      const filter = { userId: actor.userId, isRead };
      const [data, totals] = await Promise.all([
        listNotifications(db, { ...filter, category: query.category, limit: query.limit }),
        countNotifications(db, filter),
      ]);
      return {
        data: data.map(toNotification),
        totals: totals ?? { total: 0, cities: 0, states: 0, companies: 0 },
      };
    },

    async markRead(actor: Actor, id: number) {
      const marked = await markNotificationRead(db, {
        id,
        userId: actor.userId,
        at: clock.now().toISOString(),
      });
      if (!marked) throw notFound('notification_not_found', 'Notificação não encontrada.');
    },

    async markAllRead(actor: Actor) {
      await markAllNotificationsRead(db, { userId: actor.userId, at: clock.now().toISOString() });
    },

    /**
     * Delivers news to the active users who follow its kind (notification_types) or its
     * customer (notification_customers) and may read what it is about, never to its author.
     */
    async notify(news: NewNotification, tx: Db = db): Promise<number> {
      const inserted = await deliverNotifications(tx, { ...news, at: clock.now().toISOString() });
      for (const row of inserted) events.publish(row.userId, toNotification(row));
      return inserted.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
