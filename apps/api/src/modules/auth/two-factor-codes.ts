import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { twoFactorCodes } from '../../db/schema/index.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_VALID_MINUTES } from './session-policy.ts';

export type CodeCheck = 'valid' | 'wrong' | 'exhausted';

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

    async check(sessionId: string, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const [current] = await db
        .select()
        .from(twoFactorCodes)
        .where(and(eq(twoFactorCodes.sessionId, sessionId), isNull(twoFactorCodes.consumedAt)))
        .orderBy(desc(twoFactorCodes.id))
        .limit(1);
      if (!current) return 'wrong';
      if (current.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return 'exhausted';
      if (new Date(current.expiresAt) <= now) return 'wrong';
      const expected = Buffer.from(current.codeHash, 'hex');
      const given = Buffer.from(digest(sessionId, code), 'hex');
      if (timingSafeEqual(expected, given)) {
        await db
          .update(twoFactorCodes)
          .set({ consumedAt: now.toISOString() })
          .where(eq(twoFactorCodes.id, current.id));
        return 'valid';
      }
      const attempts = current.attempts + 1;
      await db.update(twoFactorCodes).set({ attempts }).where(eq(twoFactorCodes.id, current.id));
      return attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
    },
  };
}
