import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { attemptLimits } from '../db/schema/index.ts';
import { addMinutes, type Clock } from './clock.ts';

/** How many attempts a key may take within a window, and how long the lock that follows lasts. */
export type AttemptRule = {
  scope: string;
  max: number;
  windowMinutes: number;
  lockMinutes: number;
};

/**
 * Attempt budgets kept in the database, shared by every API process. An attempt is taken
 * before the check it pays for (a password, a code, a sent e-mail), in one conditional
 * statement: with a thousand parallel requests, at most `max` get through in a window.
 */
export function createAttemptLimits({ db, clock }: { db: Db; clock: Clock }) {
  const keyOf = (rule: AttemptRule, key: string) =>
    and(eq(attemptLimits.scope, rule.scope), eq(attemptLimits.key, key));

  return {
    /** Takes one attempt; false when the key is locked or its window has none left. */
    async take(rule: AttemptRule, key: string): Promise<boolean> {
      const now = clock.now();
      const nowIso = now.toISOString();
      const windowStart = addMinutes(now, -rule.windowMinutes).toISOString();
      const windowOver = lte(attemptLimits.windowStartedAt, windowStart);
      const taken = await db
        .insert(attemptLimits)
        .values({ scope: rule.scope, key, windowStartedAt: nowIso, attempts: 1 })
        .onConflictDoUpdate({
          target: [attemptLimits.scope, attemptLimits.key],
          set: {
            windowStartedAt: sql`case when ${windowOver} then ${nowIso}::timestamptz else ${attemptLimits.windowStartedAt} end`,
            attempts: sql`case when ${windowOver} then 1 else ${attemptLimits.attempts} + 1 end`,
          },
          setWhere: and(
            or(isNull(attemptLimits.lockedUntil), lte(attemptLimits.lockedUntil, nowIso)),
            or(windowOver, sql`${attemptLimits.attempts} < ${rule.max}`),
          ),
        })
        .returning({ attempts: attemptLimits.attempts });
      return taken.length > 0;
    },

    /** An attempt that succeeded gives its place back. */
    async giveBack(rule: AttemptRule, key: string): Promise<void> {
      await db
        .update(attemptLimits)
        .set({ attempts: sql`greatest(${attemptLimits.attempts} - 1, 0)` })
        .where(keyOf(rule, key));
    },

    /** After a failed attempt: a key whose window is used up is locked for `lockMinutes`. */
    async lockIfSpent(rule: AttemptRule, key: string): Promise<boolean> {
      const now = clock.now();
      const locked = await db
        .update(attemptLimits)
        .set({ lockedUntil: addMinutes(now, rule.lockMinutes).toISOString() })
        .where(
          and(
            keyOf(rule, key),
            gte(attemptLimits.attempts, rule.max),
            or(
              isNull(attemptLimits.lockedUntil),
              lte(attemptLimits.lockedUntil, now.toISOString()),
            ),
          ),
        )
        .returning({ key: attemptLimits.key });
      return locked.length > 0;
    },

    /** Locks a key now, whatever its count (e.g. an account after too many wrong codes). */
    async lock(rule: AttemptRule, key: string): Promise<void> {
      const now = clock.now();
      const until = addMinutes(now, rule.lockMinutes).toISOString();
      await db
        .insert(attemptLimits)
        .values({
          scope: rule.scope,
          key,
          windowStartedAt: now.toISOString(),
          attempts: rule.max,
          lockedUntil: until,
        })
        .onConflictDoUpdate({
          target: [attemptLimits.scope, attemptLimits.key],
          set: { lockedUntil: until, attempts: rule.max, windowStartedAt: now.toISOString() },
        });
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
