import {
  type FavoriteRequest,
  favoriteAddedMessage,
  favoriteRemovedMessage,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { resolveFavoriteTarget } from './favorite-targets.ts';
import { deleteFavorite, insertFavorite } from './favorites-queries.ts';

/**
 * Marking and unmarking favourites; both are idempotent. An item the caller may not read is
 * answered exactly as one that does not exist.
 */
export function createFavoritesService({
  db,
  clock,
  audit,
  proposals,
  interests,
}: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** Opportunities are the only favourites not every user may read (pending ones). */
  proposals: { isReadable: (actor: Actor, id: number) => Promise<boolean> };
  /** Interests only their two customers' users may read. */
  interests: { isParticipant: (actor: Actor, id: number) => Promise<boolean> };
}) {
  const readableBy = (actor: Actor, entity: FavoriteRequest['entity'], key: string) => {
    if (entity === 'proposal') return proposals.isReadable(actor, Number(key));
    if (entity === 'interest') return interests.isParticipant(actor, Number(key));
    return true;
  };
  async function target(actor: Actor, request: FavoriteRequest) {
    const found = await resolveFavoriteTarget(db, request.entity, request.entity_id);
    const readable = found !== null && (await readableBy(actor, request.entity, found.key));
    if (!found || !readable) {
      throw notFound('favorite_target_not_found', 'Registro não encontrado.');
    }
    return found;
  }

  return {
    async add(actor: Actor, request: FavoriteRequest) {
      const { key, name } = await target(actor, request);
      const inserted = await insertFavorite(db, {
        userId: actor.userId,
        entity: request.entity,
        entityId: key,
        createdAt: clock.now().toISOString(),
      });
      if (inserted) {
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'favorite.added',
            description: favoriteAddedMessage(request.entity, name),
            metadata: { entity: request.entity, entity_id: key, name },
          },
        );
      }
      return { entity: request.entity, entity_id: key, is_favorite: true };
    },

    async remove(actor: Actor, request: FavoriteRequest) {
      const { key, name } = await target(actor, request);
      const deleted = await deleteFavorite(db, {
        userId: actor.userId,
        entity: request.entity,
        entityId: key,
      });
      if (deleted) {
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'favorite.removed',
            description: favoriteRemovedMessage(request.entity, name),
            metadata: { entity: request.entity, entity_id: key, name },
          },
        );
      }
      return { entity: request.entity, entity_id: key, is_favorite: false };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
