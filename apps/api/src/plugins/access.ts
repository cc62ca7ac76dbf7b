import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every /api route declares one; the server refuses to start otherwise
 * (deny by default).
 */
export type Access = 'public' | 'authenticated' | 'admin' | 'superadmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its rule, for docs/access-rules.md and its test. */
    accessRules: AccessRule[];
  }
}

export type AccessRule = {
  method: string;
  url: string;
  access: Access;
  /** Reachable before the e-mailed code is checked. */
  beforeTwoFactor: boolean;
  /** Reachable before the customer accepts the terms of use. */
  beforeContract: boolean;
};

export class MissingAccessRuleError extends Error {}

export const accessRulesPlugin = fp(async (app: FastifyInstance) => {
  const rules: FastifyInstance['accessRules'] = [];
  app.decorate('accessRules', rules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) return;
    const config = (route.config ?? {}) as {
      access?: Access;
      beforeTwoFactor?: boolean;
      beforeContract?: boolean;
    };
    if (!config.access) {
      throw new MissingAccessRuleError(
        `Route ${String(route.method)} ${route.url} declares no access rule`,
      );
    }
    for (const method of [route.method].flat()) {
      rules.push({
        method,
        url: route.url,
        access: config.access,
        beforeTwoFactor: Boolean(config.beforeTwoFactor),
        beforeContract: Boolean(config.beforeContract),
      });
    }
  });
});
