import {
  flagParam,
  idParams,
  listResponse,
  officeCountSchema,
  partyCountSchema,
  placeRankingSchema,
  stateItemSchema,
  statesQuerySchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
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

  app.get(
    '/api/states/:id/ranking',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Oportunidades do estado e sua posição entre os estados',
        description:
          'A posição conta as oportunidades ativas; empates dividem a posição (1, 2, 2, 4) e um lugar sem oportunidades ativas não tem posição (null).',
        security,
        params: idParams,
        response: { 200: placeRankingSchema },
      },
    },
    (request) => states.ranking(request.params.id),
  );

  app.get(
    '/api/states/:id/political-offices',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Políticos eleitos do estado por cargo',
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(officeCountSchema) }) },
      },
    },
    (request) => states.politicalOffices(request.params.id),
  );

  app.get(
    '/api/states/:id/political-parties',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Partidos com políticos eleitos no estado',
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(partyCountSchema) }) },
      },
    },
    (request) => states.politicalParties(request.params.id),
  );
};
