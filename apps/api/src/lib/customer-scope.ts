import { type Actor, isAdminActor, isSuperAdminActor } from './actor.ts';

/**
 * Who may edit a locality's profile: the superadmin, or an administrator of the customer
 * that stands for it (the city hall for a city, the state government for a state).
 */
export function canEditLocality(
  actor: Actor,
  place: { cityId?: number; stateId?: number },
): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (!isAdminActor(actor)) return false;
  const scope = actor.customer;
  if (place.cityId !== undefined) return scope.type === 'city' && scope.cityId === place.cityId;
  return scope.type === 'state' && scope.stateId === place.stateId;
}
