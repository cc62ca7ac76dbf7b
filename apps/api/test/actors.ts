import type { Actor } from '../src/lib/actor.ts';

/** A signed-in user of no customer with the plain role, for calling a service directly. */
export function aUserActor(userId: number): Actor {
  return {
    userId,
    name: 'Teste',
    customerId: null,
    customer: { type: null, cityId: null, stateId: null },
    roles: ['ROLE_USER'],
    canEditProposals: false,
    sessionId: 'x',
    twoFactorVerified: true,
  };
}
