import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage.ts';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token.ts';
import { clearAll, storageKey } from './storage.ts';

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth token', () => {
  it('is stored under the versioned key', () => {
    setAuthToken('jwt-1');
    expect(storage.getItem(storageKey('auth-token'))).toBe('"jwt-1"');
    expect(getAuthToken()).toBe('jwt-1');
  });

  it('is null when absent, cleared or not a string', () => {
    expect(getAuthToken()).toBeNull();
    setAuthToken('jwt-1');
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
    storage.setItem(storageKey('auth-token'), '{"token":"x"}');
    expect(getAuthToken()).toBeNull();
  });

  it('is gone after clearAll (logout)', () => {
    setAuthToken('jwt-1');
    clearAll();
    expect(getAuthToken()).toBeNull();
  });
});
