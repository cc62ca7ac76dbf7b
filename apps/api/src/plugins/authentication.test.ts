import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor.ts';
import type { SessionService } from '../modules/auth/session-service.ts';
import { accessRulesPlugin } from './access.ts';
import { authenticationPlugin } from './authentication.ts';
import { errorsPlugin } from './errors.ts';

const actor = (
  roles: Actor['roles'],
  twoFactorVerified = true,
  contractAccepted = true,
): Actor & { contractAccepted: boolean } => ({
  userId: 1,
  name: 'Pessoa',
  customerId: 7,
  customer: { type: 'city', cityId: 1, stateId: 1 },
  roles,
  canEditProposals: true,
  sessionId: 's',
  twoFactorVerified,
  contractAccepted,
});

/**
 * A session service that recognises the tokens user, admin, superadmin, pending (code not
 * checked) and terms (contract not accepted).
 */
const sessions = {
  check: async (token: string | undefined) => {
    const known: Record<string, Actor & { contractAccepted: boolean }> = {
      user: actor(['ROLE_USER']),
      admin: actor(['ROLE_ADMIN']),
      superadmin: actor(['ROLE_SUPERADMIN']),
      pending: actor(['ROLE_ADMIN'], false),
      terms: actor(['ROLE_ADMIN'], true, false),
    };
    if (!token) return { ok: false as const, reason: 'unauthenticated' as const };
    const found = known[token];
    return found
      ? {
          ok: true as const,
          actor: found,
          twoFactorVerified: found.twoFactorVerified,
          contractAccepted: found.contractAccepted,
        }
      : { ok: false as const, reason: 'session_expired' as const };
  },
} as unknown as SessionService;

async function appWithRoutes() {
  const app = Fastify();
  await app.register(accessRulesPlugin);
  await app.register(errorsPlugin);
  await app.register(authenticationPlugin, { sessions });
  for (const access of ['public', 'authenticated', 'admin', 'superadmin'] as const) {
    app.get(`/api/probe/${access}`, { config: { access } }, async () => ({ ok: true }));
  }
  app.get(
    '/api/probe/terms',
    { config: { access: 'authenticated', beforeContract: true } },
    async () => ({ ok: true }),
  );
  return app;
}

describe('route access rules', () => {
  it.each([
    ['public', undefined, 200],
    ['authenticated', undefined, 401],
    ['authenticated', 'user', 200],
    ['authenticated', 'pending', 403],
    ['admin', 'user', 403],
    ['admin', 'admin', 200],
    ['admin', 'superadmin', 200],
    ['superadmin', 'admin', 403],
    ['superadmin', 'superadmin', 200],
    ['admin', 'forged', 401],
    ['authenticated', 'terms', 403],
    ['admin', 'terms', 403],
    ['terms', 'terms', 200],
    ['terms', 'pending', 403],
  ])('%s route called with token %s answers %i', async (access, token, status) => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'GET',
      url: `/api/probe/${access}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBeTruthy();
    if (status === 403 && token === 'terms') {
      expect(response.json().code).toBe('contract_not_accepted');
    }
    await app.close();
  });

  it('refuses to start with a route that declares no rule', async () => {
    const app = Fastify();
    await app.register(accessRulesPlugin);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow('declares no access rule');
  });
});
