import { type SQL, sql } from 'drizzle-orm';
import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';

/**
 * Who reads what (docs/proposals.md): every signed-in user reads every live opportunity,
 * except pending ones (sent through a showcase and not yet approved), which only the
 * registering customer's users and the superadmin see. Alias: p = proposals.
 */
export function readableSql(actor: Actor): SQL {
  if (isSuperAdminActor(actor)) return sql`p.deleted_at is null`;
  return sql`p.deleted_at is null and (p.status <> 'pending' or p.customer_id = ${actor.customerId ?? 0})`;
}

/** Callers who read the same opportunities share list pages. */
export const readScopeKey = (actor: Actor) =>
  isSuperAdminActor(actor) ? 'all' : `customer:${actor.customerId ?? 'none'}`;

/**
 * Who may edit and move an opportunity: the superadmin; the registering customer's admins;
 * that customer's users who hold the right to edit opportunities.
 */
export function canEditProposal(actor: Actor, proposalCustomerId: number | null): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (actor.customerId === null || proposalCustomerId !== actor.customerId) return false;
  return isAdminActor(actor) || actor.canEditProposals;
}
