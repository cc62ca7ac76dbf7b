import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERROR_MESSAGES } from '@oportuna/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app (a route per file found at start): hashed assets cached for a
 * year, any other GET gets index.html (history fallback). Unknown /api paths answer 404 in the error shape.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const hasWebApp = existsSync(join(options.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(options.webDist, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: API_ERROR_MESSAGES.route_not_found, code: 'route_not_found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
