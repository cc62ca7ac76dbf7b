import type { Role } from '@oportuna/domain';

/** Who is calling: every service use case receives it and filters tenant data by it. */
export type Actor = {
  userId: number;
  name: string;
  customerId: number | null;
  roles: Role[];
  sessionId: string;
  twoFactorVerified: boolean;
};

export const isSuperAdminActor = (actor: Actor) => actor.roles.includes('ROLE_SUPERADMIN');
export const isAdminActor = (actor: Actor) =>
  actor.roles.includes('ROLE_ADMIN') || isSuperAdminActor(actor);
