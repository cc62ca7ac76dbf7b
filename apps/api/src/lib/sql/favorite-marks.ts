import type { FavoriteEntity } from '@oportuna/domain';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { favorites } from '../../db/schema/index.ts';

/**
 * `is_favorite` for list and detail queries of every module: true when the current user
 * marked the row. `key` is the row's id (or CNPJ for companies) as stored in favorites;
 * `userId` may be a prepared statement's parameter.
 */
export function isFavoriteSql(
  userId: number | Placeholder,
  entity: FavoriteEntity,
  key: SQLWrapper,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${favorites}
    where ${favorites.userId} = ${userId} and ${favorites.entity} = ${entity}
      and ${favorites.entityId} = (${key})::text)`;
}

/** Restricts a list to the current user's favourites (`only_favorites=1`). */
export function onlyFavoritesSql(userId: number, entity: FavoriteEntity, key: SQLWrapper): SQL {
  return sql`(${key})::text in (select ${favorites.entityId} from ${favorites}
    where ${favorites.userId} = ${userId} and ${favorites.entity} = ${entity})`;
}
