import {
  idParams,
  officeCountSchema,
  partyCountSchema,
  placeRankingSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CityPoliticsService } from './city-politics-service.ts';

const tags = ['Cidades'];
const security = [{ bearerAuth: [] }];

export const cityPoliticsRoutes: FastifyPluginAsyncZod<{
  cityPolitics: CityPoliticsService;
}> = async (app, { cityPolitics }) => {
  app.get(
    '/api/cities/:id/ranking',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Oportunidades do município e sua posição no estado e no país',
        description:
          'A posição conta as oportunidades ativas; empates dividem a posição (1, 2, 2, 4) e um lugar sem oportunidades ativas não tem posição (null).',
        security,
        params: idParams,
        response: { 200: placeRankingSchema },
      },
    },
    (request) => cityPolitics.ranking(request.params.id),
  );

  app.get(
    '/api/cities/:id/indicator-comparison',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Principais indicadores do município diante das medianas do estado e do Brasil',
        security,
        params: idParams,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                indicator: z.string(),
                label: z.string(),
                unit: z.string(),
                city: z.number().nullable(),
                state_median: z.number().nullable(),
                brazil_median: z.number().nullable(),
              }),
            ),
          }),
        },
      },
    },
    (request) => cityPolitics.indicatorComparison(request.params.id),
  );

  app.get(
    '/api/cities/:id/political-offices',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Políticos eleitos do município por cargo',
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(officeCountSchema) }) },
      },
    },
    (request) => cityPolitics.politicalOffices(request.params.id),
  );

  app.get(
    '/api/cities/:id/political-parties',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Partidos com políticos eleitos no município',
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(partyCountSchema) }) },
      },
    },
    (request) => cityPolitics.politicalParties(request.params.id),
  );
};
