import { favoriteRequestSchema, favoriteResponseSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { FavoritesService } from './favorites-service.ts';

const tags = ['Favoritos'];

export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  app.post(
    '/api/favorites',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Adiciona aos favoritos (idempotente)',
        security: [{ bearerAuth: [] }],
        body: favoriteRequestSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    (request) => favorites.add(actorOf(request), request.body),
  );

  app.delete(
    '/api/favorites',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Remove dos favoritos (idempotente)',
        security: [{ bearerAuth: [] }],
        body: favoriteRequestSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    (request) => favorites.remove(actorOf(request), request.body),
  );
};
