import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { twoFactorCodes } from '../../db/schema/index.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_VALID_MINUTES } from './session-policy.ts';

export type CodeCheck = 'valid' | 'wrong' | 'exhausted';

/** One try taken on a session's code. */
export type CodeTry = {
  id: number;
  sessionId: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
};

/** Four-digit codes bound to one session: random, 10 minutes, single use, 5 tries. */
export function createTwoFactorCodes({
  db,
  clock,
  secret,
}: {
  db: Db;
  clock: Clock;
  secret: string;
}) {
  const digest = (sessionId: string, code: string) =>
    createHmac('sha256', secret).update(`${sessionId}:${code}`).digest('hex');

  const latestCodeOf = (sessionId: string) =>
    db
      .select({ id: twoFactorCodes.id })
      .from(twoFactorCodes)
      .where(eq(twoFactorCodes.sessionId, sessionId))
      .orderBy(desc(twoFactorCodes.id))
      .limit(1);

  /** Whether the session's code has no tries left (and was never used). */
  async function exhausted(sessionId: string): Promise<boolean> {
    const [latest] = await db
      .select({ attempts: twoFactorCodes.attempts, consumedAt: twoFactorCodes.consumedAt })
      .from(twoFactorCodes)
      .where(eq(twoFactorCodes.sessionId, sessionId))
      .orderBy(desc(twoFactorCodes.id))
      .limit(1);
    return Boolean(latest && !latest.consumedAt && latest.attempts >= TWO_FACTOR_MAX_ATTEMPTS);
  }

  return {
    async issue(sessionId: string): Promise<string> {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const now = clock.now();
      await db.insert(twoFactorCodes).values({
        sessionId,
        codeHash: digest(sessionId, code),
        expiresAt: addMinutes(now, TWO_FACTOR_VALID_MINUTES).toISOString(),
        createdAt: now.toISOString(),
      });
      return code;
    },

    /**
     * Takes one of the session's five tries. The try is counted by the statement that reads
     * the code: parallel guesses queue on the row, and only the first five find a try left.
     */
    async takeTry(sessionId: string): Promise<CodeTry | 'exhausted' | 'none'> {
      const [taken] = await db
        .update(twoFactorCodes)
        .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
        .where(
          and(
            eq(twoFactorCodes.id, sql`(${latestCodeOf(sessionId)})`),
            isNull(twoFactorCodes.consumedAt),
            lt(twoFactorCodes.attempts, TWO_FACTOR_MAX_ATTEMPTS),
          ),
        )
        .returning({
          id: twoFactorCodes.id,
          codeHash: twoFactorCodes.codeHash,
          attempts: twoFactorCodes.attempts,
          expiresAt: twoFactorCodes.expiresAt,
        });
      if (taken) return { ...taken, sessionId };
      return (await exhausted(sessionId)) ? 'exhausted' : 'none';
    },

    /** Compares a taken try with the code; a match consumes the code, exactly once. */
    async use(taken: CodeTry, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const expected = Buffer.from(taken.codeHash, 'hex');
      const given = Buffer.from(digest(taken.sessionId, code), 'hex');
      if (new Date(taken.expiresAt) > now && timingSafeEqual(expected, given)) {
        const consumed = await db
          .update(twoFactorCodes)
          .set({ consumedAt: now.toISOString() })
          .where(and(eq(twoFactorCodes.id, taken.id), isNull(twoFactorCodes.consumedAt)))
          .returning({ id: twoFactorCodes.id });
        if (consumed.length > 0) return 'valid';
      }
      return taken.attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
    },
  };
}

export type TwoFactorCodes = ReturnType<typeof createTwoFactorCodes>;
