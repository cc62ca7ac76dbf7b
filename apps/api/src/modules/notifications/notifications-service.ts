import type { Notification, NotificationCategory } from '@oportuna/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { NotificationEvents } from './notification-events.ts';

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

type NotificationRow = {
  id: number;
  message: string;
  created_by_name: string | null;
  link: string | null;
  is_read: boolean;
  category: NotificationCategory;
  created_at: string;
};

const toNotification = (row: NotificationRow): Notification => ({
  id: Number(row.id),
  message: row.message,
  created_by: row.created_by_name,
  link: row.link,
  is_read: row.is_read,
  category: row.category,
  created_at: new Date(row.created_at).toISOString(),
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
      const conditions: SQL[] = [
        eq(notifications.userId, actor.userId),
        eq(notifications.isRead, isRead),
      ];
      if (query.category) conditions.push(eq(notifications.category, query.category));
      const [data, [totals]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            message: notifications.message,
            created_by_name: notifications.createdByName,
            link: notifications.link,
            is_read: notifications.isRead,
            category: notifications.category,
            created_at: notifications.createdAt,
          })
          .from(notifications)
          .where(and(...conditions))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit),
        rows<{ total: number; cities: number; states: number; companies: number }>(
          db,
          sql`select count(*)::int as total,
                     count(*) filter (where category = 'city')::int as cities,
                     count(*) filter (where category = 'state')::int as states,
                     count(*) filter (where category = 'company')::int as companies
              from notifications where user_id = ${actor.userId} and is_read = ${isRead}`,
        ),
      ]);
      return {
        data: data.map(toNotification),
        totals: totals ?? { total: 0, cities: 0, states: 0, companies: 0 },
      };
    },

    async markRead(actor: Actor, id: number) {
      const updated = await db
        .update(notifications)
        .set({ isRead: true, readAt: clock.now().toISOString() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) {
        throw notFound('notification_not_found', 'Notificação não encontrada.');
      }
    },

    async markAllRead(actor: Actor) {
      await db
        .update(notifications)
        .set({ isRead: true, readAt: clock.now().toISOString() })
        .where(and(eq(notifications.userId, actor.userId), eq(notifications.isRead, false)));
    },

    /**
     * Delivers news to the active users who follow its kind (notification_types) or its
     * customer (notification_customers) and may read what it is about, never to its author.
     */
    async notify(news: NewNotification, tx: Db = db): Promise<number> {
      const audience = news.readableOnlyBy
        ? sql`and (u.customer_id = ${news.readableOnlyBy.customerId ?? 0}
                   or 'ROLE_SUPERADMIN' = any(u.roles))`
        : sql``;
      const inserted = await rows<NotificationRow & { user_id: number }>(
        tx,
        sql`insert into notifications (user_id, category, message, link, created_by_user_id,
                                       created_by_name, customer_id, created_at)
            select u.id, ${news.category}, ${news.message}, ${news.link},
                   ${news.createdBy?.userId ?? null}, ${news.createdBy?.name ?? null},
                   ${news.customerId}, ${clock.now().toISOString()}
            from users u left join customers c on c.id = u.customer_id
            where u.is_active and coalesce(c.is_active, true)
              and u.id is distinct from ${news.createdBy?.userId ?? null}
              and (${news.category} = any(u.notification_types)
                   or ${news.customerId}::int = any(u.notification_customers))
              ${audience}
            returning id, user_id, message, created_by_name, link, is_read, category, created_at`,
      );
      for (const row of inserted) events.publish(row.user_id, toNotification(row));
      return inserted.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
