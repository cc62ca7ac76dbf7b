import { getItem, removeItem, setItem } from './storage.ts';

const AUTH_TOKEN_KEY = 'auth-token';

/** The bearer token is the only authentication value that survives a page reload. */
export function getAuthToken(): string | null {
  const token = getItem<unknown>(AUTH_TOKEN_KEY, null);
  return typeof token === 'string' && token !== '' ? token : null;
}

export function setAuthToken(token: string): void {
  setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  removeItem(AUTH_TOKEN_KEY);
}
