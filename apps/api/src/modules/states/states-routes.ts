import {
  flagParam,
  idParams,
  listResponse,
  stateItemSchema,
  statesQuerySchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { placeRankingRoute, politicalCountRoutes } from '../../lib/place-tally-routes.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { STATE_EXPORT_COLUMNS } from './state-export-columns.ts';
import type { StatesService } from './states-service.ts';

const tags = ['Estados'];
const security = [{ bearerAuth: [] }];

export const statesRoutes: FastifyPluginAsyncZod<{
  states: StatesService;
  clock: Clock;
}> = async (app, { states, clock }) => {
  app.get(
    '/api/states',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Lista de estados (code= para buscar pelo código IBGE; format=csv para exportar)',
        security,
        querystring: statesQuerySchema,
        response: { 200: listResponse(stateItemSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query;
      // The query takes format=csv only; the file is named as the spec's web client expects it.
      return listOrExport(reply, query.format, {
        prefix: 'export-cities',
        sheetName: 'Estados',
        columns: STATE_EXPORT_COLUMNS,
        rows: () => states.exportItems(actor, query),
        clock,
        list: () => states.list(actor, query),
      });
    },
  );

  app.get(
    '/api/states/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Detalhe de um estado',
        security,
        params: idParams,
        querystring: z.object({ show_demographic_data: flagParam.optional() }),
        response: { 200: stateItemSchema },
      },
    },
    (request) =>
      states.get(actorOf(request), request.params.id, request.query.show_demographic_data ?? true),
  );

  const place = { path: '/api/states', tags, service: states };
  placeRankingRoute(app, {
    ...place,
    summary: 'Oportunidades do estado e sua posição entre os estados',
  });
  politicalCountRoutes(app, {
    ...place,
    summaries: {
      offices: 'Políticos eleitos do estado por cargo',
      parties: 'Partidos com políticos eleitos no estado',
    },
  });
};
