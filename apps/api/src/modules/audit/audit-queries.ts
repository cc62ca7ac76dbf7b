import type { AuditPeriod } from '@oportuna/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, customers, users } from '../../db/schema/index.ts';
import { BRAZIL_TIME_ZONE } from '../../lib/calendar-day.ts';

export type NewActivityLog = typeof activityLogs.$inferInsert;

export async function insertActivityLog(db: Db, entry: NewActivityLog): Promise<void> {
  await db.insert(activityLogs).values(entry);
}

/** The user whose log is asked for, with the customer that decides who may read it. */
export async function findLogOwner(db: Db, userId: number) {
  const [owner] = await db
    .select({
      id: users.id,
      customerId: users.customerId,
      name: users.name,
      email: users.email,
      customerName: customers.name,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  return owner;
}

export type LogOwner = NonNullable<Awaited<ReturnType<typeof findLogOwner>>>;

/** Midnight of a calendar day in Brasília, as an instant. */
const brasiliaMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BRAZIL_TIME_ZONE})`;

/** A user's entries within the period: both ends are whole days in Brasília time. */
function ofUserInPeriod(userId: number, period: AuditPeriod): SQL | undefined {
  return and(
    eq(activityLogs.userId, userId),
    period.from ? sql`${activityLogs.occurredAt} >= ${brasiliaMidnight(period.from)}` : undefined,
    period.to ? sql`${activityLogs.occurredAt} < ${brasiliaMidnight(period.to, 1)}` : undefined,
  );
}

const entryColumns = {
  id: activityLogs.id,
  action: activityLogs.action,
  description: activityLogs.description,
  occurred_at: activityLogs.occurredAt,
  metadata: activityLogs.metadata,
};

/** One page of a user's log, newest first. */
export function listActivityLogs(
  db: Db,
  userId: number,
  period: AuditPeriod,
  page: { limit: number; offset: number },
) {
  return db
    .select(entryColumns)
    .from(activityLogs)
    .where(ofUserInPeriod(userId, period))
    .orderBy(desc(activityLogs.occurredAt), desc(activityLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type ActivityLogRow = Awaited<ReturnType<typeof listActivityLogs>>[number];

/** Where the previous batch ended: the next one starts just older than this entry. */
export type LogCursor = { occurredAt: string; id: number };

/**
 * The batch after the cursor, newest first. The cursor (keyset) keeps every batch as cheap as
 * the first, where an offset would read and skip all the rows before it.
 */
export function activityLogsAfter(
  db: Db,
  userId: number,
  period: AuditPeriod,
  cursor: LogCursor | null,
  limit: number,
) {
  return db
    .select(entryColumns)
    .from(activityLogs)
    .where(
      and(
        ofUserInPeriod(userId, period),
        cursor
          ? sql`(${activityLogs.occurredAt}, ${activityLogs.id}) < (${cursor.occurredAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(activityLogs.occurredAt), desc(activityLogs.id))
    .limit(limit);
}

export async function countActivityLogs(
  db: Db,
  userId: number,
  period: AuditPeriod,
): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(activityLogs)
    .where(ofUserInPeriod(userId, period));
  return count?.total ?? 0;
}
