import { idParams } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeRankingRoute, politicalCountRoutes } from '../../lib/place-tally-routes.ts';
import type { CityPoliticsService } from './city-politics-service.ts';

const tags = ['Cidades'];
const security = [{ bearerAuth: [] }];

export const cityPoliticsRoutes: FastifyPluginAsyncZod<{
  cityPolitics: CityPoliticsService;
}> = async (app, { cityPolitics }) => {
  const place = { path: '/api/cities', tags, service: cityPolitics };
  placeRankingRoute(app, {
    ...place,
    summary: 'Oportunidades do município e sua posição no estado e no país',
  });

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

  politicalCountRoutes(app, {
    ...place,
    summaries: {
      offices: 'Políticos eleitos do município por cargo',
      parties: 'Partidos com políticos eleitos no município',
    },
  });
};
