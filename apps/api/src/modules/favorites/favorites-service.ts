import {
  type FavoriteRequest,
  favoriteAddedMessage,
  favoriteRemovedMessage,
} from '@oportuna/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { favorites } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { resolveFavoriteTarget } from './favorite-targets.ts';

/**
 * Marking and unmarking favourites; both are idempotent. An item the caller may not read is
 * answered exactly as one that does not exist.
 */
export function createFavoritesService({
  db,
  clock,
  audit,
  proposals,
}: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** Opportunities are the only favourites not every user may read (pending ones). */
  proposals: { isReadable: (actor: Actor, id: number) => Promise<boolean> };
}) {
  async function target(actor: Actor, request: FavoriteRequest) {
    const key = await resolveFavoriteTarget(db, request.entity, request.entity_id);
    const readable =
      key !== null &&
      (request.entity !== 'proposal' || (await proposals.isReadable(actor, Number(key))));
    if (!key || !readable) {
      throw notFound('favorite_target_not_found', 'Registro não encontrado.');
    }
    return key;
  }

  return {
    async add(actor: Actor, request: FavoriteRequest) {
      const key = await target(actor, request);
      const inserted = await db
        .insert(favorites)
        .values({
          userId: actor.userId,
          entity: request.entity,
          entityId: key,
          createdAt: clock.now().toISOString(),
        })
        .onConflictDoNothing()
        .returning({ entityId: favorites.entityId });
      if (inserted.length > 0) {
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'favorite.added',
            description: favoriteAddedMessage(request.entity, key),
            metadata: { entity: request.entity, entity_id: key },
          },
        );
      }
      return { entity: request.entity, entity_id: key, is_favorite: true };
    },

    async remove(actor: Actor, request: FavoriteRequest) {
      const key = await target(actor, request);
      const deleted = await db
        .delete(favorites)
        .where(
          and(
            eq(favorites.userId, actor.userId),
            eq(favorites.entity, request.entity),
            eq(favorites.entityId, key),
          ),
        )
        .returning({ entityId: favorites.entityId });
      if (deleted.length > 0) {
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'favorite.removed',
            description: favoriteRemovedMessage(request.entity, key),
            metadata: { entity: request.entity, entity_id: key },
          },
        );
      }
      return { entity: request.entity, entity_id: key, is_favorite: false };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
