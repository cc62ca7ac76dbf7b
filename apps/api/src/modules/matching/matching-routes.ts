import { idParams, placeMatchesQuerySchema, placeMatchesResponseSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { MatchingService } from './matching-service.ts';

const tags = ['Compatibilidade'];
const security = [{ bearerAuth: [] }];

export const matchingRoutes: FastifyPluginAsyncZod<{ matching: MatchingService }> = async (
  app,
  { matching },
) => {
  app.get(
    '/api/proposals/:id/matching-places',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Localidades compatíveis com uma oportunidade privada: pontuação de 0 a 100, explicada',
        security,
        params: idParams,
        querystring: placeMatchesQuerySchema,
        response: { 200: placeMatchesResponseSchema },
      },
    },
    (request) => matching.placesFor(actorOf(request), request.params.id, request.query),
  );
};
