import { API_ERROR_MESSAGES, MESSAGES } from '@oportuna/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, isAdminActor, isSuperAdminActor } from '../lib/actor.ts';
import { DomainError } from '../lib/errors.ts';
import type { SessionCheck, SessionService } from '../modules/auth/session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes a signed-in user may call before checking the e-mailed code. */
    beforeTwoFactor?: boolean;
    /** Routes a signed-in user may call before their customer accepts the terms of use. */
    beforeContract?: boolean;
    /**
     * EventSource cannot send headers: this route is opened with `?ticket=`, a one-minute
     * ticket bound to the session, never with the session token itself.
     */
    ticketInQuery?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

function ticket(request: FastifyRequest): string | undefined {
  const value = (request.query as { ticket?: unknown } | undefined)?.ticket;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Enforces each route's declared access rule before anything else runs: a valid session, the
 * e-mailed code checked, the terms of use accepted, then the role the route asks for.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionService }) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const access = config.access;
      if (!access || access === 'public') return;
      const check: SessionCheck = config.ticketInQuery
        ? await sessions.checkStreamTicket(ticket(request))
        : await sessions.check(bearerToken(request));
      if (!check.ok) {
        throw new DomainError(check.reason, API_ERROR_MESSAGES[check.reason], check.reason);
      }
      if (!check.twoFactorVerified && !config.beforeTwoFactor) {
        throw new DomainError('forbidden', MESSAGES.auth.twoFactorRequired, 'two_factor_required');
      }
      if (!check.contractAccepted && !config.beforeContract) {
        throw new DomainError('forbidden', MESSAGES.auth.contractRequired, 'contract_not_accepted');
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
