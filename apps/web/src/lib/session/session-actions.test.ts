import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { createMemoryStorage } from '../../testing/memory-storage.ts';
import { apiClient, onUnauthorized } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { getAuthToken } from '../auth-token.ts';
import {
  endSession,
  handleUnauthorized,
  loadCurrentUser,
  startSession,
} from './session-actions.ts';
import { sessionStore } from './session-store.ts';

const fetchMock = vi.fn<typeof fetch>();
let storage: Storage;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session actions', () => {
  it('a login keeps the token (the only persisted auth value) and waits for the code', () => {
    startSession({ token: 'jwt-1', contract_accepted: false });
    expect(getAuthToken()).toBe('jwt-1');
    expect(sessionStore.getState()).toMatchObject({
      authToken: 'jwt-1',
      twoFactor: true,
      terms: false,
    });
  });

  it('loading the profile marks two-factor done', async () => {
    startSession({ token: 'jwt-1', contract_accepted: true });
    fetchMock.mockResolvedValue(json(aCurrentUser()));
    await loadCurrentUser(createQueryClient());
    expect(sessionStore.getState()).toMatchObject({ twoFactor: false, user: { id: 3 } });
  });

  it('a failed profile load logs the user out', async () => {
    startSession({ token: 'jwt-1', contract_accepted: true });
    fetchMock.mockResolvedValue(json({ message: 'x', code: 'internal' }, 500));
    await expect(loadCurrentUser(createQueryClient())).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ authToken: null, hasExpiredToken: false });
  });

  it('logout clears all local storage and the query cache, then revokes the token', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['anything'], 1);
    startSession({ token: 'jwt-1', contract_accepted: true });
    storage.setItem('other-key', 'x');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    endSession(queryClient, { expired: false });

    expect(storage.length).toBe(0);
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ authToken: null, hasExpiredToken: false });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('a 401 on any call while signed in logs out with the expired flag', async () => {
    const queryClient = createQueryClient();
    const unregister = onUnauthorized((error) => handleUnauthorized(queryClient, error));
    startSession({ token: 'jwt-1', contract_accepted: true });
    fetchMock.mockResolvedValue(json({ message: 'Sessão expirada', code: 'session_expired' }, 401));

    await expect(apiClient.get('notifications')).rejects.toBeInstanceOf(ApiError);

    expect(sessionStore.getState()).toMatchObject({ authToken: null, hasExpiredToken: true });
    expect(getAuthToken()).toBeNull();
    // An expired session has nothing left to revoke: no logout call follows.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('wrong credentials, or a 401 while signed out, end no session', () => {
    const queryClient = createQueryClient();
    const wrong = new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' });
    startSession({ token: 'jwt-1', contract_accepted: true });
    handleUnauthorized(queryClient, wrong);
    expect(sessionStore.getState().authToken).toBe('jwt-1');

    sessionStore.dispatch({ type: 'loggedOut', expired: false });
    handleUnauthorized(
      queryClient,
      new ApiError({ status: 401, code: 'unauthenticated', message: 'x' }),
    );
    expect(sessionStore.getState().hasExpiredToken).toBe(false);
  });
});
