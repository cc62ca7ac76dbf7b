import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import { ACCOUNT_PASSWORD_RULE, ADDRESS_PASSWORD_RULE } from './session-policy.ts';

/**
 * Brute-force protection of the password step: 5 failed passwords for an account, or 20 from
 * one address, within 15 minutes lock that account or address for 15 minutes. An attempt is
 * taken before the password is checked, so parallel guesses cannot exceed the limit.
 */
export function createLoginThrottle({ limits }: { limits: AttemptLimits }) {
  return {
    /** False when the account or the address may not try now. */
    async take(email: string, ip: string): Promise<boolean> {
      if (!(await limits.take(ACCOUNT_PASSWORD_RULE, email))) return false;
      if (await limits.take(ADDRESS_PASSWORD_RULE, ip)) return true;
      await limits.giveBack(ACCOUNT_PASSWORD_RULE, email);
      return false;
    },

    /** The password was right: the attempt does not count against anyone. */
    async succeeded(email: string, ip: string): Promise<void> {
      await limits.giveBack(ACCOUNT_PASSWORD_RULE, email);
      await limits.giveBack(ADDRESS_PASSWORD_RULE, ip);
    },

    async failed(email: string, ip: string): Promise<void> {
      await limits.lockIfSpent(ACCOUNT_PASSWORD_RULE, email);
      await limits.lockIfSpent(ADDRESS_PASSWORD_RULE, ip);
    },

    /** Locks the account as failed passwords would (too many wrong e-mailed codes). */
    lockAccount: (email: string) => limits.lock(ACCOUNT_PASSWORD_RULE, email),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
