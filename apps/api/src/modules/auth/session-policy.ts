import type { AttemptRule } from '../../lib/attempt-limits.ts';

/**
 * Session lifetimes (documented in docs/access-rules.md): a session ends 12 hours after
 * sign-in, or after 2 hours without any request, whichever comes first.
 */
export const SESSION_ABSOLUTE_MINUTES = 12 * 60;
export const SESSION_IDLE_MINUTES = 2 * 60;
/** last_seen_at is written at most once a minute, not on every request. */
export const SESSION_TOUCH_SECONDS = 60;
/**
 * A process trusts a session it read for this long. Sign-out, password changes and user
 * edits made through the product reach every process at once (change feed); this bounds
 * how long a change made behind the product's back (plain SQL) goes unseen.
 */
export const SESSION_CACHE_SECONDS = 10;

export const TWO_FACTOR_VALID_MINUTES = 10;
/** Wrong codes one sign-in may try before it ends. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const RESET_TOKEN_VALID_MINUTES = 60;

/** 5 failed passwords for an account within 15 minutes lock it for 15 minutes. */
export const ACCOUNT_PASSWORD_RULE: AttemptRule = {
  scope: 'password',
  max: 5,
  windowMinutes: 15,
  lockMinutes: 15,
};
/** 20 failed passwords from one address within 15 minutes lock the address for 15 minutes. */
export const ADDRESS_PASSWORD_RULE: AttemptRule = {
  scope: 'password_ip',
  max: 20,
  windowMinutes: 15,
  lockMinutes: 15,
};
/**
 * A 4-digit code sent by e-mail is weak: 10 wrong codes across an account's sign-ins within
 * 15 minutes lock the account as failed passwords do.
 */
export const ACCOUNT_CODE_RULE: AttemptRule = {
  scope: 'code',
  max: 10,
  windowMinutes: 15,
  lockMinutes: 15,
};
/** Reset e-mails: 3 per account and 10 requests per address within 15 minutes. */
export const ACCOUNT_RESET_RULE: AttemptRule = {
  scope: 'reset',
  max: 3,
  windowMinutes: 15,
  lockMinutes: 15,
};
export const ADDRESS_RESET_RULE: AttemptRule = {
  scope: 'reset_ip',
  max: 10,
  windowMinutes: 15,
  lockMinutes: 15,
};
