import { LRUCache } from 'lru-cache';

/**
 * Answers of list queries that do not depend on who asks, kept briefly in this process.
 * Writes that change what lists show (opportunity counts) clear it; other processes see
 * the change within the time to live.
 */
export function createListCache(options: { ttlMs?: number; max?: number } = {}) {
  const cache = new LRUCache<string, object>({
    max: options.max ?? 500,
    ttl: options.ttlMs ?? 60_000,
  });
  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key) as T | undefined;
      if (hit) return hit;
      const value = await load();
      cache.set(key, value);
      return value;
    },
    clear: () => cache.clear(),
  };
}

export type ListCache = ReturnType<typeof createListCache>;
