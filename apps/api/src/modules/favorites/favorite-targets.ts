import type { FavoriteEntity } from '@oportuna/domain';
import { MAX_ID, onlyDigits } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * How each favourite entity is found. Companies are kept by CNPJ (their public identifier);
 * the others by numeric id.
 */
const LOOKUPS: Record<FavoriteEntity, (key: string) => SQL> = {
  proposal: (id) =>
    sql`select id::text as key from proposals where id = ${Number(id)} and deleted_at is null`,
  customer: (id) => sql`select id::text as key from customers where id = ${Number(id)}`,
  city: (id) => sql`select id::text as key from cities where id = ${Number(id)}`,
  state: (id) => sql`select id::text as key from states where id = ${Number(id)}`,
  politician: (id) => sql`select id::text as key from politicians where id = ${Number(id)}`,
  company: (id) =>
    id.length === 14
      ? sql`select cnpj as key from companies where cnpj = ${id}`
      : sql`select cnpj as key from companies where id = ${Number(id)}`,
};

/** The stored key of an existing entity, or null when there is no such record. */
export async function resolveFavoriteTarget(
  db: Db,
  entity: FavoriteEntity,
  entityId: string | number,
): Promise<string | null> {
  const key = entity === 'company' ? onlyDigits(String(entityId)) : String(entityId).trim();
  if (!/^\d{1,14}$/.test(key)) return null;
  // Anything but a company's 14-digit CNPJ is an id, and no id exceeds the integer column.
  if (!(entity === 'company' && key.length === 14) && Number(key) > MAX_ID) return null;
  const [row] = await rows<{ key: string }>(db, LOOKUPS[entity](key));
  return row?.key ?? null;
}
