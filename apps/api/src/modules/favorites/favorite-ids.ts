import type { FavoriteEntity } from '@oportuna/domain';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { favorites } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/**
 * Each user's favourites of one kind, kept in memory so that marking the items of a list
 * costs no query. Marking or unmarking a favourite anywhere drops that user's sets.
 */
export function createFavoriteIds({ db, changes }: { db: Db; changes: ChangeFeed }) {
  const known = new LRUCache<string, Set<string>>({ max: 20_000, ttl: 60_000 });
  const generations = new Map<number, number>();
  // Bumped when the change feed may have missed changes: every set read before is doubtful.
  let epoch = 0;
  changes.subscribe((change) => {
    if (change.topic === 'resync') {
      epoch++;
      known.clear();
      return;
    }
    if (change.topic !== 'favorites') return;
    generations.set(change.userId, (generations.get(change.userId) ?? 0) + 1);
    for (const key of known.keys()) {
      if (key.startsWith(`${change.userId}:`)) known.delete(key);
    }
  });

  return {
    /** The stored keys (ids, or CNPJs for companies) the user marked. */
    async of(userId: number, entity: FavoriteEntity): Promise<ReadonlySet<string>> {
      const key = `${userId}:${entity}`;
      const hit = known.get(key);
      if (hit) return hit;
      const generation = generations.get(userId);
      const readEpoch = epoch;
      const found = await db
        .select({ entityId: favorites.entityId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.entity, entity)));
      const ids = new Set(found.map((row) => row.entityId));
      // A mark made while this read ran would be missing from it.
      if (generations.get(userId) === generation && epoch === readEpoch) known.set(key, ids);
      return ids;
    },
  };
}

export type FavoriteIds = ReturnType<typeof createFavoriteIds>;
