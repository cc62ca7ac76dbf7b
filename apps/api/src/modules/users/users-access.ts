import { isSuperAdmin, MESSAGES, type Role } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { DomainError, forbidden, notFound } from '../../lib/errors.ts';
import { countActiveAdmins } from './users-queries.ts';

/** Who may see and change which users (docs/access-rules.md, "Users"). */

export const userNotFound = () => notFound('user_not_found', 'Usuário não encontrado.');
export const emailTaken = () =>
  new DomainError('forbidden', MESSAGES.users.emailAlreadyExists, 'user_email_taken', {
    email: MESSAGES.users.emailAlreadyExists,
  });
/** Another user already has the e-mail an edit gives. */
export const emailInUse = () =>
  new DomainError('conflict', MESSAGES.users.emailAlreadyExists, 'user_email_taken', {
    email: MESSAGES.users.emailAlreadyExists,
  });
export const lastAdmin = () =>
  new DomainError(
    'conflict',
    'O cliente precisa manter ao menos um administrador ativo.',
    'last_admin',
  );
export const selectionChanged = () =>
  new DomainError('conflict', MESSAGES.users.selectionChanged, 'users_selection_changed');
export const selfInactivation = () =>
  new DomainError('conflict', 'Você não pode inativar o seu próprio usuário.', 'self_inactivation');

type Target = { customerId: number | null; roles: readonly string[] };

/** The superadmin sees every user; an admin the users of their own customer. */
export function canSee(actor: Actor, target: Target): boolean {
  if (isSuperAdminActor(actor)) return true;
  return actor.customerId !== null && target.customerId === actor.customerId;
}

/** Seen, and not a superadmin unless the actor is one. */
export function requireManageable(actor: Actor, target: Target | undefined): void {
  if (!target || !canSee(actor, target)) throw userNotFound();
  if (isSuperAdmin(target.roles) && !isSuperAdminActor(actor)) {
    throw forbidden('user_forbidden', 'Apenas o superadministrador altera um superadministrador.');
  }
}

/** An admin grants ROLE_USER and ROLE_ADMIN, never ROLE_SUPERADMIN. */
export function requireGrantable(actor: Actor, roles: readonly Role[]): void {
  if (isSuperAdmin(roles) && !isSuperAdminActor(actor)) {
    throw forbidden(
      'role_forbidden',
      'Apenas o superadministrador concede o perfil de superadministrador.',
    );
  }
}

/** An admin links users only to their own customer. */
export function requireOwnCustomer(actor: Actor, customerId: number | null): void {
  if (isSuperAdminActor(actor)) return;
  if (customerId === null || customerId !== actor.customerId) {
    throw forbidden('customer_forbidden', 'Você só gerencia usuários do seu próprio cliente.');
  }
}

/** Whether a user, as it is, counts as one of its customer's active admins. */
export const isActiveAdminOf = (
  user: { isActive: boolean; roles: readonly string[]; customerId: number | null },
  customerId: number,
) => user.isActive && user.customerId === customerId && user.roles.includes('ROLE_ADMIN');

/** An inactive user the actor may bring back: one they see, and a superadmin only for one. */
export const canReactivate = (actor: Actor, holder: Target) =>
  canSee(actor, holder) && (isSuperAdminActor(actor) || !holder.roles.includes('ROLE_SUPERADMIN'));

/** Stops a change that would leave `customerId` without an active admin (call under lock). */
export async function keepAnAdmin(tx: Db, customerId: number, leaving: number[]) {
  if ((await countActiveAdmins(tx, customerId, leaving)) === 0) throw lastAdmin();
}
