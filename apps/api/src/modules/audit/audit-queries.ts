import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, users } from '../../db/schema/index.ts';

export type NewActivityLog = typeof activityLogs.$inferInsert;

export async function insertActivityLog(db: Db, entry: NewActivityLog): Promise<void> {
  await db.insert(activityLogs).values(entry);
}

/** The user whose log is asked for, with the customer that decides who may read it. */
export async function findLogOwner(db: Db, userId: number) {
  const [owner] = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}

/** One page of a user's log, newest first. */
export function listActivityLogs(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      description: activityLogs.description,
      occurred_at: activityLogs.occurredAt,
      metadata: activityLogs.metadata,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.occurredAt), desc(activityLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivityLogs(db: Db, userId: number): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId));
  return count?.total ?? 0;
}
