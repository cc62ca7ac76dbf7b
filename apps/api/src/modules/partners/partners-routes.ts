import {
  connectionsQuerySchema,
  connectionsSchema,
  partnerInformationQuerySchema,
  partnerInformationSchema,
  partnerSuggestionsQuerySchema,
  partnerSuggestionsSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnersService } from './partners-service.ts';

const tags = ['Conexões societárias'];
const security = [{ bearerAuth: [] }];

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (
  app,
  { partners },
) => {
  app.get(
    '/api/partners/suggestions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Sócios (pessoas e empresas) cujo nome contém o termo, sem acento nem caixa; até 20',
        security,
        querystring: partnerSuggestionsQuerySchema,
        response: { 200: partnerSuggestionsSchema },
      },
    },
    (request) => partners.suggestions(request.query.q),
  );

  app.get(
    '/api/partners/connections',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Grafo de sócios e empresas a partir de um sócio (até 1.000 nós por camada e 2 s; o corte vem em data.cut)',
        security,
        querystring: connectionsQuerySchema,
        response: { 200: connectionsSchema },
      },
    },
    (request) => partners.connections(request.query),
  );

  app.get(
    '/api/partners/information',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Um sócio, suas empresas e os outros sócios delas',
        security,
        querystring: partnerInformationQuerySchema,
        response: { 200: partnerInformationSchema },
      },
    },
    (request) => partners.information(request.query),
  );
};
