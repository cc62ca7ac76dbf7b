import type { FavoriteEntity } from '@oportuna/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  cities,
  companies,
  customers,
  favorites,
  politicians,
  proposals,
  states,
} from '../../db/schema/index.ts';

type Favorite = typeof favorites.$inferSelect;

/** The stored key of an entity with this id (or, for companies, CNPJ), or null. */
export async function findFavoriteKey(
  db: Db,
  entity: FavoriteEntity,
  key: string,
): Promise<string | null> {
  const id = Number(key);
  const byId = (
    column: typeof customers.id | typeof cities.id | typeof states.id | typeof politicians.id,
  ) =>
    db
      .select({ key: sql<string>`${column}::text` })
      .from(column.table)
      .where(eq(column, id));
  const found = await {
    proposal: () =>
      db
        .select({ key: sql<string>`${proposals.id}::text` })
        .from(proposals)
        .where(and(eq(proposals.id, id), isNull(proposals.deletedAt))),
    customer: () => byId(customers.id),
    city: () => byId(cities.id),
    state: () => byId(states.id),
    politician: () => byId(politicians.id),
    company: () =>
      db.select({ key: companies.cnpj }).from(companies).where(eq(companies.cnpj, key)),
  }[entity]();
  return found[0]?.key ?? null;
}

/** Marks; true when the mark is new. */
export async function insertFavorite(db: Db, favorite: Favorite): Promise<boolean> {
  const inserted = await db
    .insert(favorites)
    .values(favorite)
    .onConflictDoNothing()
    .returning({ entityId: favorites.entityId });
  return inserted.length > 0;
}

/** Unmarks; true when there was a mark. */
export async function deleteFavorite(
  db: Db,
  favorite: Pick<Favorite, 'userId' | 'entity' | 'entityId'>,
): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, favorite.userId),
        eq(favorites.entity, favorite.entity),
        eq(favorites.entityId, favorite.entityId),
      ),
    )
    .returning({ entityId: favorites.entityId });
  return deleted.length > 0;
}
