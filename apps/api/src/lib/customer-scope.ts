import { type Actor, isAdminActor, isSuperAdminActor } from './actor.ts';

/**
 * Who may enable a locality: the superadmin, or an administrator of the customer that stands
 * for it (the city hall for a city, the state government for a state).
 */
export function canEnableLocality(
  actor: Actor,
  place: { cityId?: number; stateId?: number },
): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (!isAdminActor(actor)) return false;
  const scope = actor.customer;
  if (place.cityId !== undefined) return scope.type === 'city' && scope.cityId === place.cityId;
  return scope.type === 'state' && scope.stateId === place.stateId;
}

/**
 * Who may edit a locality's profile: whoever may enable it, and the responsible editor its
 * profile names (chosen in Informações Básicas).
 */
export function canEditLocality(
  actor: Actor,
  place: { cityId?: number; stateId?: number; responsibleUserId?: number | null },
): boolean {
  if (place.responsibleUserId != null && place.responsibleUserId === actor.userId) return true;
  return canEnableLocality(actor, place);
}
