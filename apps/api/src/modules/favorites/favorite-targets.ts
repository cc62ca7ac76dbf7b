import type { FavoriteEntity } from '@oportuna/domain';
import { isValidCnpj, MAX_ID, normalizeCnpj } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type FavoriteTarget, findFavoriteTarget } from './favorites-queries.ts';

/** An existing entity's stored key and name, or null when there is no such record. */
export async function resolveFavoriteTarget(
  db: Db,
  entity: FavoriteEntity,
  entityId: string | number,
): Promise<FavoriteTarget | null> {
  // Companies are kept by CNPJ (their public identifier, letters allowed), the others by id.
  if (entity === 'company') {
    const cnpj = normalizeCnpj(String(entityId));
    return isValidCnpj(cnpj) ? findFavoriteTarget(db, entity, cnpj) : null;
  }
  const key = String(entityId).trim();
  // No id exceeds the integer column.
  if (!/^\d{1,10}$/.test(key) || Number(key) > MAX_ID) return null;
  return findFavoriteTarget(db, entity, key);
}
