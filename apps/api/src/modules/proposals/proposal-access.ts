import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';

/**
 * Who may edit and move an opportunity: the superadmin; the registering customer's admins;
 * that customer's users who hold the right to edit opportunities.
 */
export function canEditProposal(actor: Actor, proposalCustomerId: number | null): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (actor.customerId === null || proposalCustomerId !== actor.customerId) return false;
  return isAdminActor(actor) || actor.canEditProposals;
}
