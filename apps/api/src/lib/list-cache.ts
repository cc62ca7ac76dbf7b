import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.ts';

/**
 * Answers of list queries that do not depend on who asks, kept briefly in memory. Every
 * opportunity change, in any process, clears them (lists and city counts show opportunities).
 */
export function createListCache(
  changes: ChangeFeed,
  options: { ttlMs?: number; max?: number } = {},
) {
  const cache = new LRUCache<string, object>({
    max: options.max ?? 500,
    ttl: options.ttlMs ?? 60_000,
  });
  // A page read while a change committed must not outlive the change.
  let generation = 0;
  changes.subscribe((change) => {
    if (change.topic !== 'proposals' && change.topic !== 'resync') return;
    generation++;
    cache.clear();
  });
  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key) as T | undefined;
      if (hit) return hit;
      const readGeneration = generation;
      const value = await load();
      if (readGeneration === generation) cache.set(key, value);
      return value;
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
