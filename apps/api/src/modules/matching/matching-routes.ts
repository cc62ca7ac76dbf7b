import {
  idParams,
  matchCategoryParams,
  matchWeightsInputSchema,
  placeMatchesQuerySchema,
  placeMatchesResponseSchema,
  projectMatchesQuerySchema,
  projectMatchesResponseSchema,
  stateProjectMatchesResponseSchema,
  userMatchWeightsSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverTiming } from '../../lib/server-timing.ts';
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
    (request, reply) =>
      matching.placesFor(actorOf(request), request.params.id, request.query, serverTiming(reply)),
  );

  app.get(
    '/api/matching/weights',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Os pesos de cada categoria de projeto com que o usuário vê as pontuações',
        security,
        response: { 200: userMatchWeightsSchema },
      },
    },
    (request) => matching.weights(actorOf(request)),
  );

  app.put(
    '/api/matching/weights/:category',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Salva os pesos do usuário para uma categoria de projeto',
        security,
        params: matchCategoryParams,
        body: matchWeightsInputSchema,
        response: { 200: userMatchWeightsSchema },
      },
    },
    (request) => matching.saveWeights(actorOf(request), request.params.category, request.body),
  );

  app.delete(
    '/api/matching/weights/:category',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Volta aos pesos padrão da categoria',
        security,
        params: matchCategoryParams,
        response: { 200: userMatchWeightsSchema },
      },
    },
    (request) => matching.resetWeights(actorOf(request), request.params.category),
  );

  app.get(
    '/api/cities/:id/matching-projects',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Projetos compatíveis com um município: as oportunidades privadas que o usuário pode ler',
        security,
        params: idParams,
        querystring: projectMatchesQuerySchema,
        response: { 200: projectMatchesResponseSchema },
      },
    },
    (request, reply) =>
      matching.projectsFor(actorOf(request), request.params.id, request.query, serverTiming(reply)),
  );

  app.get(
    '/api/states/:id/matching-projects',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Projetos compatíveis com um estado: cada oportunidade privada que o usuário pode ler, pelo município do estado que melhor a recebe',
        security,
        params: idParams,
        querystring: projectMatchesQuerySchema,
        response: { 200: stateProjectMatchesResponseSchema },
      },
    },
    (request, reply) =>
      matching.projectsInState(
        actorOf(request),
        request.params.id,
        request.query,
        serverTiming(reply),
      ),
  );

  app.get(
    '/api/proposals/:id/matching-projects',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Projetos compatíveis com o município de uma oportunidade pública',
        security,
        params: idParams,
        querystring: projectMatchesQuerySchema,
        response: { 200: projectMatchesResponseSchema },
      },
    },
    (request) =>
      matching.projectsForOpportunity(actorOf(request), request.params.id, request.query),
  );
};
