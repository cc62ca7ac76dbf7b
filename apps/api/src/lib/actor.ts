import type { Role } from '@oportuna/domain';

/** The places the caller's customer stands for: a city hall its city, a state its state. */
export type CustomerScope = {
  type: 'city' | 'state' | 'company' | null;
  cityId: number | null;
  stateId: number | null;
};

/** Who is calling: every service use case receives it and filters tenant data by it. */
export type Actor = {
  userId: number;
  name: string;
  customerId: number | null;
  customer: CustomerScope;
  roles: Role[];
  /** May edit and move the opportunities of their customer (users.can_edit_proposals). */
  canEditProposals: boolean;
  sessionId: string;
  twoFactorVerified: boolean;
};

export const isSuperAdminActor = (actor: Actor) => actor.roles.includes('ROLE_SUPERADMIN');
export const isAdminActor = (actor: Actor) =>
  actor.roles.includes('ROLE_ADMIN') || isSuperAdminActor(actor);
