/**
 * Session lifetimes (documented in docs/access-rules.md): a session ends 12 hours after
 * sign-in, or after 2 hours without any request, whichever comes first.
 */
export const SESSION_ABSOLUTE_MINUTES = 12 * 60;
export const SESSION_IDLE_MINUTES = 2 * 60;
/** last_seen_at is written at most once a minute, not on every request. */
export const SESSION_TOUCH_SECONDS = 60;

export const TWO_FACTOR_VALID_MINUTES = 10;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const RESET_TOKEN_VALID_MINUTES = 60;

export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
