import {
  idParams,
  listResponse,
  politicianDetailSchema,
  politicianItemSchema,
  politiciansQuerySchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { PoliticiansService } from './politicians-service.ts';

export const politiciansRoutes: FastifyPluginAsyncZod<{ politicians: PoliticiansService }> = async (
  app,
  { politicians },
) => {
  app.get(
    '/api/politicians',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Gestores Públicos'],
        summary:
          'Políticos eleitos (por padrão, por importância do cargo quando filtrados por local)',
        security: [{ bearerAuth: [] }],
        querystring: politiciansQuerySchema,
        response: { 200: listResponse(politicianItemSchema) },
      },
    },
    (request) => politicians.list(actorOf(request), request.query),
  );

  app.get(
    '/api/politicians/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Gestores Públicos'],
        summary: 'Um político, eleito ou não, com todas as candidaturas da mesma pessoa',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: politicianDetailSchema },
      },
    },
    (request) => politicians.get(actorOf(request), request.params.id),
  );
};
