import type { AttemptRule } from '../../lib/attempt-limits.ts';

/**
 * Wrong current passwords on the profile's password change: 5 within 15 minutes lock the
 * change for that user for 15 minutes (429), so a session left open cannot be used to guess
 * the password. Apart from sign-in's count, so it never locks the owner out of signing in.
 */
export const PROFILE_PASSWORD_RULE: AttemptRule = {
  scope: 'profile_password',
  max: 5,
  windowMinutes: 15,
  lockMinutes: 15,
};
