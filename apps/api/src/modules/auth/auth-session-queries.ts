import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, sessions, twoFactorCodes, users } from '../../db/schema/index.ts';

export async function insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A session with what decides whether it is still good: its user and the user's customer. */
export async function findSession(db: Db, key: { sessionId: string; userId: number }) {
  const [session] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      twoFactorVerifiedAt: sessions.twoFactorVerifiedAt,
      name: users.name,
      roles: users.roles,
      canEditProposals: users.canEditProposals,
      userActive: users.isActive,
      customerId: users.customerId,
      customerActive: customers.isActive,
      customerType: customers.type,
      customerCityId: customers.cityId,
      customerStateId: customers.stateId,
      contractVersion: customers.contractVersion,
      contractAcceptedAt: customers.contractAcceptedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(sessions.id, key.sessionId), eq(sessions.userId, key.userId)));
  return session;
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function touchSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function markSessionTwoFactorVerified(db: Db, sessionId: string, at: string) {
  await db.update(sessions).set({ twoFactorVerifiedAt: at }).where(eq(sessions.id, sessionId));
}

/** Ends a session still open; one already ended keeps its first reason. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  revoke: { at: string; reason: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(
  db: Db,
  userId: number,
  revoke: { at: string; reason: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertTwoFactorCode(
  db: Db,
  code: typeof twoFactorCodes.$inferInsert,
): Promise<void> {
  await db.insert(twoFactorCodes).values(code);
}

const latestCodeOf = (db: Db, sessionId: string) =>
  db
    .select({ id: twoFactorCodes.id })
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.sessionId, sessionId))
    .orderBy(desc(twoFactorCodes.id))
    .limit(1);

/**
 * Takes one try on the session's latest unused code, if it has fewer than `maxAttempts`.
 * The try is counted by the statement that reads the code: parallel guesses queue on the
 * row, and only the first ones up to the limit find a try left.
 */
export async function takeCodeTry(db: Db, sessionId: string, maxAttempts: number) {
  const [taken] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.id, sql`(${latestCodeOf(db, sessionId)})`),
        isNull(twoFactorCodes.consumedAt),
        lt(twoFactorCodes.attempts, maxAttempts),
      ),
    )
    .returning({
      id: twoFactorCodes.id,
      codeHash: twoFactorCodes.codeHash,
      attempts: twoFactorCodes.attempts,
      expiresAt: twoFactorCodes.expiresAt,
    });
  return taken;
}

/** The tries spent on the session's latest code and whether it was used. */
export async function findLatestCodeUse(db: Db, sessionId: string) {
  const [latest] = await db
    .select({ attempts: twoFactorCodes.attempts, consumedAt: twoFactorCodes.consumedAt })
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.sessionId, sessionId))
    .orderBy(desc(twoFactorCodes.id))
    .limit(1);
  return latest;
}

/** Marks a code used, exactly once: false when it already was. */
export async function consumeCode(db: Db, codeId: number, at: string): Promise<boolean> {
  const consumed = await db
    .update(twoFactorCodes)
    .set({ consumedAt: at })
    .where(and(eq(twoFactorCodes.id, codeId), isNull(twoFactorCodes.consumedAt)))
    .returning({ id: twoFactorCodes.id });
  return consumed.length > 0;
}
