import type { NotificationCategory } from '@oportuna/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, notifications, users } from '../../db/schema/index.ts';

/** What a notification shows, as listed and as pushed to open streams. */
const shown = {
  id: notifications.id,
  message: notifications.message,
  createdByName: notifications.createdByName,
  link: notifications.link,
  isRead: notifications.isRead,
  category: notifications.category,
  createdAt: notifications.createdAt,
};

export type ShownNotification = {
  [K in keyof typeof shown]: (typeof notifications.$inferSelect)[K];
};

type Filter = { userId: number; isRead: boolean };

export function listNotifications(
  db: Db,
  filter: Filter & { category?: NotificationCategory; limit: number },
): Promise<ShownNotification[]> {
  const conditions: SQL[] = [
    eq(notifications.userId, filter.userId),
    eq(notifications.isRead, filter.isRead),
  ];
  if (filter.category) conditions.push(eq(notifications.category, filter.category));
  return db
    .select(shown)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit);
}

const countOf = (category: NotificationCategory) =>
  sql<number>`count(*) filter (where ${eq(notifications.category, category)})::int`;

/** How many of the user's notifications are (un)read, in all and per category. */
export async function countNotifications(db: Db, filter: Filter) {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      cities: countOf('city'),
      states: countOf('state'),
      companies: countOf('company'),
      matches: countOf('match'),
      interests: countOf('interest'),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, filter.userId), eq(notifications.isRead, filter.isRead)));
  return totals;
}

/** False when the user has no such notification. */
export async function markNotificationRead(
  db: Db,
  mark: { id: number; userId: number; at: string },
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true, readAt: mark.at })
    .where(and(eq(notifications.id, mark.id), eq(notifications.userId, mark.userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks read the user's notifications leading to `link` (a thread the user has just read). */
export async function markNotificationsReadByLink(
  db: Db,
  mark: { userId: number; link: string; at: string },
) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: mark.at })
    .where(
      and(
        eq(notifications.userId, mark.userId),
        eq(notifications.link, mark.link),
        eq(notifications.isRead, false),
      ),
    );
}

export async function markAllNotificationsRead(db: Db, mark: { userId: number; at: string }) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: mark.at })
    .where(and(eq(notifications.userId, mark.userId), eq(notifications.isRead, false)));
}

/** A piece of news to deliver, and when it happened. */
export type Delivery = {
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
  /** Delivered to every active administrator of this customer, whatever they follow. */
  toAdminsOf?: number | null;
  /**
   * Delivered only to these users, those of them who follow the news's kind (e.g. the users
   * of a project's customer who may read it, for a match alert).
   */
  toUsers?: number[] | null;
  at: string;
};

/**
 * Writes one notification per active user who follows the news's kind or customer, in one
 * statement however many they are; answers what was written, with its recipient.
 */
export function deliverNotifications(db: Db, news: Delivery) {
  const authorId = news.createdBy?.userId ?? null;
  const audience = news.readableOnlyBy
    ? sql`and (${users.customerId} = ${news.readableOnlyBy.customerId ?? 0}
               or 'ROLE_SUPERADMIN' = any(${users.roles}))`
    : sql``;
  const recipients =
    news.toAdminsOf != null
      ? sql`(${users.customerId} = ${news.toAdminsOf} and 'ROLE_ADMIN' = any(${users.roles}))`
      : news.toUsers
        ? sql`(${users.id} in ${news.toUsers.length ? news.toUsers : [0]}
                 and ${news.category} = any(${users.notificationTypes}))`
        : sql`(${news.category} = any(${users.notificationTypes})
                 or ${news.customerId}::int = any(${users.notificationCustomers}))`;
  const written = [
    notifications.userId,
    notifications.category,
    notifications.message,
    notifications.link,
    notifications.createdByUserId,
    notifications.createdByName,
    notifications.customerId,
    notifications.createdAt,
  ].map((column) => sql.identifier(column.name));
  const returned = { userId: notifications.userId, ...shown };
  // Insert … select has no builder that leaves the id to its default; the statement is a
  // data-modifying WITH, read back through its typed selection.
  const delivered = db.$with('delivered', returned).as(
    sql`insert into ${notifications} (${sql.join(written, sql`, `)})
        select ${users.id}, ${news.category}, ${news.message}, ${news.link}, ${authorId},
               ${news.createdBy?.name ?? null}, ${news.customerId}, ${news.at}
        from ${users} left join ${customers} on ${eq(customers.id, users.customerId)}
        where ${users.isActive} and coalesce(${customers.isActive}, true)
          and ${users.id} is distinct from ${authorId}
          and ${recipients}
          ${audience}
        returning ${sql.join(Object.values(returned), sql`, `)}`,
  );
  return db.with(delivered).select().from(delivered);
}

/** Advisory-lock space of delivered notifications waiting to be e-mailed. */
const MAIL_LOCK_SPACE = 14_014;
const mailLock = (key: number) =>
  sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}, (${key}::bigint % 2147483647)::int)`;

/**
 * Held by the delivering transaction until it ends, so that the e-mails, read under the same
 * lock, go out only once the notifications are committed, and never for a rolled-back one.
 */
export async function holdDeliveryUntilCommit(db: Db, key: number): Promise<void> {
  await db.execute(mailLock(key));
}

/** Of the delivered notifications, those whose recipient asked for them by e-mail. */
export function findNotificationsToEmail(db: Db, ids: number[], key: number) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(mailLock(key));
    return tx
      .select({
        message: notifications.message,
        link: notifications.link,
        name: users.name,
        email: users.email,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          inArray(notifications.id, ids),
          eq(users.isActive, true),
          sql`coalesce((${users.emailSettings}->>'emailNotification')::boolean, false)`,
        ),
      );
  });
}
