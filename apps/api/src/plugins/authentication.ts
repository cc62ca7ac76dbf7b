import { API_ERROR_MESSAGES } from '@oportuna/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, isAdminActor, isSuperAdminActor } from '../lib/actor.ts';
import { DomainError } from '../lib/errors.ts';
import type { SessionService } from '../modules/auth/session-service.ts';
import type { Access } from './access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes a signed-in user may call before checking the e-mailed code. */
    beforeTwoFactor?: boolean;
    /** EventSource cannot send headers: this route also reads `?access_token=`. */
    tokenInQuery?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as { access_token?: unknown } | undefined)?.access_token;
    return typeof token === 'string' && token ? token : undefined;
  }
  return undefined;
}

/** Enforces each route's declared access rule before anything else runs. */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionService }) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config as { access?: Access; beforeTwoFactor?: boolean };
      const access = config.access;
      if (!access || access === 'public') return;
      const check = await sessions.check(bearerToken(request));
      if (!check.ok) {
        throw new DomainError(check.reason, API_ERROR_MESSAGES[check.reason], check.reason);
      }
      if (!check.twoFactorVerified && !config.beforeTwoFactor) {
        throw new DomainError(
          'forbidden',
          'Confirme o código enviado por e-mail para continuar.',
          'two_factor_required',
        );
      }
      if (access === 'admin' && !isAdminActor(check.actor)) throw new DomainError('forbidden');
      if (access === 'superadmin' && !isSuperAdminActor(check.actor)) {
        throw new DomainError('forbidden');
      }
      request.actor = check.actor;
    });
  },
);

/** The caller of a route whose access rule requires a signed-in user. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new DomainError('unauthenticated');
  return request.actor;
}
