import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import {
  consumeCode,
  findLatestCodeUse,
  insertTwoFactorCode,
  takeCodeTry,
} from './auth-session-queries.ts';
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

  /** Whether the session's code has no tries left (and was never used). */
  async function exhausted(sessionId: string): Promise<boolean> {
    const latest = await findLatestCodeUse(db, sessionId);
    return Boolean(latest && !latest.consumedAt && latest.attempts >= TWO_FACTOR_MAX_ATTEMPTS);
  }

  return {
    async issue(sessionId: string): Promise<string> {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const now = clock.now();
      await insertTwoFactorCode(db, {
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
      const taken = await takeCodeTry(db, sessionId, TWO_FACTOR_MAX_ATTEMPTS);
      if (taken) return { ...taken, sessionId };
      return (await exhausted(sessionId)) ? 'exhausted' : 'none';
    },

    /** Compares a taken try with the code; a match consumes the code, exactly once. */
    async use(taken: CodeTry, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const expected = Buffer.from(taken.codeHash, 'hex');
      const given = Buffer.from(digest(taken.sessionId, code), 'hex');
      if (new Date(taken.expiresAt) > now && timingSafeEqual(expected, given)) {
        if (await consumeCode(db, taken.id, now.toISOString())) return 'valid';
      }
      return taken.attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
    },
  };
}

export type TwoFactorCodes = ReturnType<typeof createTwoFactorCodes>;
