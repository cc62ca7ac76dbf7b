import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { type Actor, isAdminActor, isSuperAdminActor } from './actor.ts';

/** The places the caller's customer stands for: a city hall its city, a state its state. */
export type CustomerScope = {
  type: 'city' | 'state' | 'company' | null;
  cityId: number | null;
  stateId: number | null;
};

export async function loadCustomerScope(db: Db, actor: Actor): Promise<CustomerScope> {
  if (actor.customerId === null) return { type: null, cityId: null, stateId: null };
  const [row] = await rows<{
    type: CustomerScope['type'];
    city_id: number | null;
    state_id: number | null;
  }>(db, sql`select type, city_id, state_id from customers where id = ${actor.customerId}`);
  return { type: row?.type ?? null, cityId: row?.city_id ?? null, stateId: row?.state_id ?? null };
}

/**
 * Who may edit a locality's profile: the superadmin, or an administrator of the customer
 * that stands for it (the city hall for a city, the state government for a state).
 */
export function canEditLocality(
  actor: Actor,
  scope: CustomerScope,
  place: { cityId?: number; stateId?: number },
): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (!isAdminActor(actor)) return false;
  if (place.cityId !== undefined) return scope.type === 'city' && scope.cityId === place.cityId;
  return scope.type === 'state' && scope.stateId === place.stateId;
}
