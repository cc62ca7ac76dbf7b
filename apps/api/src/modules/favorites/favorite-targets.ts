import type { FavoriteEntity } from '@oportuna/domain';
import { MAX_ID, normalizeCnpj } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { findFavoriteKey } from './favorites-queries.ts';

/** The stored key of an existing entity, or null when there is no such record. */
export async function resolveFavoriteTarget(
  db: Db,
  entity: FavoriteEntity,
  entityId: string | number,
): Promise<string | null> {
  const key = entity === 'company' ? normalizeCnpj(String(entityId)) : String(entityId).trim();
  if (!/^\d{1,14}$/.test(key)) return null;
  // Anything but a company's 14-digit CNPJ is an id, and no id exceeds the integer column.
  if (!(entity === 'company' && key.length === 14) && Number(key) > MAX_ID) return null;
  // Companies are kept by CNPJ (their public identifier), the others by numeric id.
  return findFavoriteKey(db, entity, key);
}
