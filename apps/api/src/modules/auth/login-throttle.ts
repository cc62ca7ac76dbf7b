import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import {
  LOCKOUT_MINUTES,
  LOCKOUT_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from './session-policy.ts';

type Scope = 'email' | 'ip';
const LIMITS: Record<Scope, number> = {
  email: MAX_FAILURES_PER_ACCOUNT,
  ip: MAX_FAILURES_PER_ADDRESS,
};

/**
 * Brute-force protection: 5 failed passwords for an account, or 20 from one address, within
 * 15 minutes lock that account or address for 15 minutes.
 */
export function createLoginThrottle({ db, clock }: { db: Db; clock: Clock }) {
  async function lockedUntil(scope: Scope, key: string): Promise<Date | null> {
    const [row] = await rows<{ locked_until: string }>(
      db,
      sql`select locked_until from login_lockouts where scope = ${scope} and key = ${key}`,
    );
    return row ? new Date(row.locked_until) : null;
  }

  async function countFailures(scope: Scope, key: string, since: Date): Promise<number> {
    const column = scope === 'email' ? sql`email` : sql`ip`;
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from login_attempts
          where ${column} = ${key} and not succeeded and attempted_at > ${since.toISOString()}`,
    );
    return row?.n ?? 0;
  }

  return {
    async isLocked(email: string, ip: string): Promise<boolean> {
      const now = clock.now();
      for (const [scope, key] of [
        ['email', email],
        ['ip', ip],
      ] as const) {
        const until = await lockedUntil(scope, key);
        if (until && until > now) return true;
      }
      return false;
    },

    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      const now = clock.now();
      await db.execute(sql`insert into login_attempts (email, ip, succeeded, attempted_at)
        values (${email}, ${ip}, ${succeeded}, ${now.toISOString()})`);
      if (succeeded) return;
      for (const [scope, key] of [
        ['email', email],
        ['ip', ip],
      ] as const) {
        const previousLock = await lockedUntil(scope, key);
        const windowStart = addMinutes(now, -LOCKOUT_WINDOW_MINUTES);
        // Failures that led to an earlier lock do not count again once it has ended.
        const since = previousLock && previousLock > windowStart ? previousLock : windowStart;
        if ((await countFailures(scope, key, since)) >= LIMITS[scope]) {
          const until = addMinutes(now, LOCKOUT_MINUTES).toISOString();
          await db.execute(sql`insert into login_lockouts (scope, key, locked_until)
            values (${scope}, ${key}, ${until})
            on conflict (scope, key) do update set locked_until = excluded.locked_until`);
        }
      }
    },
  };
}
