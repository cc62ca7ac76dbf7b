import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage.ts';
import { APP_VERSION } from './app-version.ts';
import { clearAll, getItem, removeItem, setItem, storageKey } from './storage.ts';

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage', () => {
  it('prefixes keys with the app version', () => {
    setItem('proposals-filters', { page: 2 });
    expect(storageKey('proposals-filters')).toBe(`oportuna:${APP_VERSION}:proposals-filters`);
    expect(storage.getItem(`oportuna:${APP_VERSION}:proposals-filters`)).toBe('{"page":2}');
  });

  it.each([
    ['a string', 'abc'],
    ['a number', 42],
    ['a boolean', false],
    ['null', null],
    ['an object', { ordering: { key: 'name', order: 'asc' }, limit: 25 }],
    ['an array', [1, 'two', { three: 3 }]],
  ])('round-trips %s', (_, value) => {
    setItem('key', value);
    expect(getItem('key', 'fallback')).toEqual(value);
  });

  it('returns the fallback for a missing key', () => {
    expect(getItem('missing', { limit: 25 })).toEqual({ limit: 25 });
  });

  it('returns the fallback for a corrupt value and drops it', () => {
    storage.setItem(storageKey('broken'), '{not json');
    expect(getItem('broken', 7)).toBe(7);
    expect(storage.getItem(storageKey('broken'))).toBeNull();
  });

  it('ignores keys written by another version', () => {
    storage.setItem('oportuna:0.0.1-old:view-mode', '"card"');
    expect(getItem('view-mode', 'list')).toBe('list');
  });

  it('removes one key', () => {
    setItem('a', 1);
    setItem('b', 2);
    removeItem('a');
    expect(getItem('a', null)).toBeNull();
    expect(getItem('b', null)).toBe(2);
  });

  it('writing undefined removes the key', () => {
    setItem('a', 1);
    setItem('a', undefined);
    expect(storage.getItem(storageKey('a'))).toBeNull();
  });

  it('clearAll empties the whole storage, other versions included', () => {
    setItem('a', 1);
    storage.setItem('oportuna:0.0.1-old:b', '2');
    storage.setItem('unrelated', 'x');
    clearAll();
    expect(storage.length).toBe(0);
  });

  it('behaves as empty when storage throws', () => {
    const throwing = createMemoryStorage();
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    throwing.getItem = fail;
    throwing.setItem = fail;
    throwing.removeItem = fail;
    throwing.clear = fail;
    vi.stubGlobal('localStorage', throwing);
    expect(() => setItem('a', 1)).not.toThrow();
    expect(getItem('a', 'fallback')).toBe('fallback');
    expect(() => removeItem('a')).not.toThrow();
    expect(() => clearAll()).not.toThrow();
  });

  it('behaves as empty when there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    setItem('a', 1);
    expect(getItem('a', 'fallback')).toBe('fallback');
  });
});
