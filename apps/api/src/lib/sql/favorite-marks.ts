import type { FavoriteEntity } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `is_favorite` for list and detail queries of every module: true when the current user
 * marked the row. `key` is the row's id (or CNPJ for companies) as stored in favorites.
 */
export function isFavoriteSql(userId: number, entity: FavoriteEntity, key: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from favorites f
    where f.user_id = ${userId} and f.entity = ${entity} and f.entity_id = (${key})::text)`;
}

/** Restricts a list to the current user's favourites (`only_favorites=1`). */
export function onlyFavoritesSql(userId: number, entity: FavoriteEntity, key: SQL): SQL {
  return sql`(${key})::text in (select f.entity_id from favorites f
    where f.user_id = ${userId} and f.entity = ${entity})`;
}
