import {
  citiesQuerySchema,
  cityListItemSchema,
  cityMapItemSchema,
  flagParam,
  idParams,
  listResponse,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { compileResponseSerializer } from '../../plugins/response-serializer.ts';
import type { CitiesService } from './cities-service.ts';
import { CITY_EXPORT_COLUMNS } from './city-export-columns.ts';

const tags = ['Cidades'];
const security = [{ bearerAuth: [] }];

const mapPageJson = compileResponseSerializer(listResponse(cityMapItemSchema));
const listPageJson = compileResponseSerializer(listResponse(cityListItemSchema));

export const citiesRoutes: FastifyPluginAsyncZod<{
  cities: CitiesService;
  clock: Clock;
  answers: AnswerCache;
}> = async (app, { cities, clock, answers }) => {
  app.get(
    '/api/cities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Lista de municípios com filtros, ordenação, mapa (fields) e exportação (format=csv|xlsx)',
        description:
          'Filtros de intervalo por indicador no formato início,fim (ex.: idhm=0.7,0.9); ' +
          'coordinates_polygon em JSON [[longitude, latitude], ...]; ordenação sort[chave]=asc|desc.',
        security,
        querystring: citiesQuerySchema,
        response: {
          200: listResponse(z.union([cityMapItemSchema, cityListItemSchema])),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query;
      return listOrExport(reply, query.format, {
        prefix: 'export-cities',
        sheetName: 'Cidades',
        columns: CITY_EXPORT_COLUMNS,
        rows: () => cities.exportRows(actor, query),
        clock,
        list: () =>
          answers.serve(
            request,
            reply,
            actor,
            () => cities.list(actor, query),
            query.fields ? mapPageJson : listPageJson,
          ),
      });
    },
  );

  app.get(
    '/api/cities/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Detalhe de um município',
        security,
        params: idParams,
        querystring: z.object({ show_demographic_data: flagParam.optional() }),
        response: { 200: cityListItemSchema },
      },
    },
    (request) =>
      cities.get(actorOf(request), request.params.id, Boolean(request.query.show_demographic_data)),
  );
};
