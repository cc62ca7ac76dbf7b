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
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const RESET_TOKEN_VALID_MINUTES = 60;

export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
