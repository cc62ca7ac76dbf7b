import { APP_VERSION } from './app-version.ts';

const KEY_PREFIX = `oportuna:${APP_VERSION}:`;

/** The key actually written to local storage; a new release starts with fresh state. */
export function storageKey(key: string): string {
  return `${KEY_PREFIX}${key}`;
}

// Local storage can be missing (non-browser runtimes) or throw on access (blocked by the
// browser's privacy settings); the app then behaves as if nothing was ever stored.
function getStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getItem<T>(key: string, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    removeItem(key);
    return fallback;
  }
}

export function setItem<T>(key: string, value: T): void {
  const serialized = JSON.stringify(value);
  if (serialized === undefined) {
    removeItem(key);
    return;
  }
  try {
    getStorage()?.setItem(storageKey(key), serialized);
  } catch {
    // Quota exceeded or storage disabled: persisting is best effort.
  }
}

export function removeItem(key: string): void {
  try {
    getStorage()?.removeItem(storageKey(key));
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** Clears all of local storage, including other versions' keys; used at logout. */
export function clearAll(): void {
  try {
    getStorage()?.clear();
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

function readRaw(key: string): string | null {
  try {
    return getStorage()?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
}
