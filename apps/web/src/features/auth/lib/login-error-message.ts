import { MESSAGES } from '@oportuna/domain/messages';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * What the login form says after a failed attempt: the server's words when it is busy
 * refusing attempts (429), unreachable, or the user's organisation is inactive; otherwise the
 * invalid-credentials sentence.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'customer_inactive')
    return MESSAGES.auth.organisationInactive;
  if (isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)) {
    return error.message;
  }
  return MESSAGES.auth.invalidCredentials;
}

/** A wrong code is a warning; a 401 (session gone) is handled by the logout it triggers. */
export function twoFactorErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)) {
    return error.message;
  }
  return MESSAGES.auth.invalidToken;
}
