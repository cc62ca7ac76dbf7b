import type { CurrentUser } from '@oportuna/domain/auth';

/** The auth state of spec 1 §3; only `authToken` survives a reload (see auth-token.ts). */
export interface SessionState {
  authToken: string | null;
  user: CurrentUser | null;
  /** Set when a 401 ended the session; the login screen then says the session expired. */
  hasExpiredToken: boolean;
  /** True while the e-mailed code still has to be checked for this token. */
  twoFactor: boolean;
  /** False while the customer's contract (terms of use) waits for acceptance. */
  terms: boolean;
}

export type SessionEvent =
  | { type: 'loggedIn'; token: string; contractAccepted: boolean }
  | { type: 'userLoaded'; user: CurrentUser }
  | { type: 'termsAccepted' }
  /** The API refused a call until the terms are accepted (they changed, or were revoked). */
  | { type: 'termsRequired' }
  | { type: 'loggedOut'; expired: boolean };

export function createInitialSessionState(authToken: string | null): SessionState {
  return { authToken, user: null, hasExpiredToken: false, twoFactor: true, terms: true };
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loggedIn':
      return {
        authToken: event.token,
        user: null,
        hasExpiredToken: false,
        twoFactor: true,
        terms: event.contractAccepted,
      };
    case 'userLoaded':
      // The server is the authority on both steps: a stored token whose code was never
      // checked still needs it, and a reload must not skip a pending contract.
      return {
        ...state,
        user: event.user,
        twoFactor: !event.user.two_factor_verified,
        terms: event.user.contract_accepted,
      };
    case 'termsAccepted':
      return {
        ...state,
        terms: true,
        user: state.user ? { ...state.user, contract_accepted: true } : null,
      };
    case 'termsRequired':
      return state.authToken === null ? state : { ...state, terms: false };
    case 'loggedOut':
      return { ...createInitialSessionState(null), hasExpiredToken: event.expired };
  }
}

/** Signed in with the code checked and the profile loaded: the application may show. */
export function isSignedIn(state: SessionState): state is SessionState & { user: CurrentUser } {
  return state.authToken !== null && !state.twoFactor && state.user !== null;
}
