import { MESSAGES } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality, canEnableLocality } from '../../lib/customer-scope.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findPlace, type Place } from './localities-write-queries.ts';

// Who may enable and edit a locality's profile (docs/localities.md).

const M = MESSAGES.localities;

export const placeRef = (place: { kind: 'city' | 'state'; id: number }) =>
  place.kind === 'city' ? { cityId: place.id } : { stateId: place.id };

/** The place of an IBGE code, or 404. */
export async function placeOf(db: Db, code: number): Promise<Place> {
  const place = await findPlace(db, code);
  if (!place) throw notFound('locality_not_found', M.notFound);
  return place;
}

export function requireEditor(actor: Actor, place: Place, responsibleUserId: number | null) {
  if (!canEditLocality(actor, { ...placeRef(place), responsibleUserId })) {
    throw forbidden('locality_forbidden', M.editForbidden);
  }
}

export function requireEnabler(actor: Actor, place: Place) {
  if (!canEnableLocality(actor, placeRef(place))) {
    throw forbidden('locality_enable_forbidden', M.enableForbidden);
  }
}
