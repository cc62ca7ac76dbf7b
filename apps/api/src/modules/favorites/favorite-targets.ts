import type { FavoriteEntity } from '@oportuna/domain';
import { isValidCnpj, MAX_ID, normalizeCnpj } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { findFavoriteKey } from './favorites-queries.ts';

/** The stored key of an existing entity, or null when there is no such record. */
export async function resolveFavoriteTarget(
  db: Db,
  entity: FavoriteEntity,
  entityId: string | number,
): Promise<string | null> {
  // Companies are kept by CNPJ (their public identifier, letters allowed), the others by id.
  if (entity === 'company') {
    const cnpj = normalizeCnpj(String(entityId));
    return isValidCnpj(cnpj) ? findFavoriteKey(db, entity, cnpj) : null;
  }
  const key = String(entityId).trim();
  // No id exceeds the integer column.
  if (!/^\d{1,10}$/.test(key) || Number(key) > MAX_ID) return null;
  return findFavoriteKey(db, entity, key);
}
