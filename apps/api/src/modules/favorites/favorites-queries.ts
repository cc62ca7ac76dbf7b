import type { FavoriteEntity } from '@oportuna/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  cities,
  companies,
  customers,
  favorites,
  interests,
  politicians,
  proposals,
  states,
} from '../../db/schema/index.ts';

type Favorite = typeof favorites.$inferSelect;

/** An entity one can mark: its stored key, and its name for the activity log. */
export type FavoriteTarget = { key: string; name: string };

/** The entity with this id (or, for companies, CNPJ), or null. */
export async function findFavoriteTarget(
  db: Db,
  entity: FavoriteEntity,
  key: string,
): Promise<FavoriteTarget | null> {
  const id = Number(key);
  const byId = (table: typeof customers | typeof cities | typeof states | typeof politicians) =>
    db
      .select({ key: sql<string>`${table.id}::text`, name: table.name })
      .from(table)
      .where(eq(table.id, id));
  const found = await {
    proposal: () =>
      db
        .select({ key: sql<string>`${proposals.id}::text`, name: proposals.name })
        .from(proposals)
        .where(and(eq(proposals.id, id), isNull(proposals.deletedAt))),
    customer: () => byId(customers),
    city: () => byId(cities),
    state: () => byId(states),
    politician: () => byId(politicians),
    interest: () =>
      db
        .select({
          key: sql<string>`${interests.id}::text`,
          name: sql<string>`'#' || ${interests.id}`,
        })
        .from(interests)
        .where(eq(interests.id, id)),
    company: () =>
      db
        .select({ key: companies.cnpj, name: companies.name })
        .from(companies)
        .where(eq(companies.cnpj, key)),
  }[entity]();
  return found[0] ?? null;
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
