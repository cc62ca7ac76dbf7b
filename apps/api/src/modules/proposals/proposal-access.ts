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

/**
 * Who may edit and move an opportunity: the superadmin; the registering customer's admins;
 * that customer's users who hold the right to edit opportunities.
 */
export function canEditSql(actor: Actor): SQL<boolean> {
  if (isSuperAdminActor(actor)) return sql<boolean>`true`;
  if (actor.customerId === null) return sql<boolean>`false`;
  if (isAdminActor(actor)) return sql<boolean>`(p.customer_id = ${actor.customerId})`;
  return sql<boolean>`(p.customer_id = ${actor.customerId} and exists (
    select 1 from users u where u.id = ${actor.userId} and u.can_edit_proposals))`;
}
