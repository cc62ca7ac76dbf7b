import type { CurrentUser, LoginResponse } from '@oportuna/domain/auth';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { setAuthToken } from '../auth-token.ts';
import { clearAll } from '../storage.ts';
import { getCurrentUser } from './api/get-current-user.ts';
import { logout } from './api/logout.ts';
import { sessionStore } from './session-store.ts';

/** Wrong credentials are a 401 too, but they end no session. */
const NOT_A_SESSION_END = new Set(['invalid_credentials']);

export function startSession(response: LoginResponse): void {
  setAuthToken(response.token);
  sessionStore.dispatch({
    type: 'loggedIn',
    token: response.token,
    contractAccepted: response.contract_accepted,
  });
}

/**
 * Ends the session locally: all of local storage, the session state and the query cache.
 * A voluntary logout also revokes the token on the server, best effort; an expired session
 * has nothing left to revoke.
 */
export function endSession(queryClient: QueryClient, { expired }: { expired: boolean }): void {
  const { authToken } = sessionStore.getState();
  clearAll();
  sessionStore.dispatch({ type: 'loggedOut', expired });
  void queryClient.cancelQueries();
  queryClient.clear();
  if (!expired && authToken) void logout(authToken).catch(() => undefined);
}

/** Registered with onUnauthorized: a 401 on any call while signed in ends the session. */
export function handleUnauthorized(queryClient: QueryClient, error: ApiError): void {
  if (NOT_A_SESSION_END.has(error.code)) return;
  if (sessionStore.getState().authToken === null) return;
  endSession(queryClient, { expired: true });
}

/**
 * Fetches the profile behind the current token. A failure logs the user out (a 401 has
 * already done so, flagged as expired, through handleUnauthorized).
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  const token = sessionStore.getState().authToken;
  if (token === null) return null;
  try {
    const user = await getCurrentUser();
    // A logout or a new login while the call was running wins over its answer.
    if (sessionStore.getState().authToken !== token) return null;
    sessionStore.dispatch({ type: 'userLoaded', user });
    return user;
  } catch {
    if (sessionStore.getState().authToken === token) endSession(queryClient, { expired: false });
    return null;
  }
}

let restoring: Promise<unknown> | null = null;

/**
 * At start with a stored token: loads its profile once, however many times it is asked
 * (React's development mode runs effects twice).
 */
export function restoreSession(queryClient: QueryClient): Promise<unknown> {
  restoring ??= loadCurrentUser(queryClient).finally(() => {
    restoring = null;
  });
  return restoring;
}
