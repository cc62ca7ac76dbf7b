import {
  INTEREST_SIDES,
  type InterestSide,
  idParams,
  interestCreatedSchema,
  interestCreateSchema,
  interestMessageCreateSchema,
  interestMessageSchema,
  interestMessagesQuerySchema,
  interestMessagesResponseSchema,
  interestReadSchema,
  interestSchema,
  interestStageChangeSchema,
  interestsQuerySchema,
  listResponse,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { interestExportColumns } from './interest-export-columns.ts';
import type { InterestMessagesService } from './interest-messages-service.ts';
import type { InterestsService } from './interests-service.ts';

const tags = ['Interesses'];
const security = [{ bearerAuth: [] }];
const access = { access: 'authenticated' } as const;
const SIDE_NAMES: Record<InterestSide, { title: string; sheet: string }> = {
  received: {
    title: 'Interesses recebidos pelo cliente do usuário',
    sheet: 'Interesses recebidos',
  },
  sent: { title: 'Interesses enviados pelo cliente do usuário', sheet: 'Interesses enviados' },
};

export const interestsRoutes: FastifyPluginAsyncZod<{
  interests: InterestsService;
  messages: InterestMessagesService;
  clock: Clock;
}> = async (app, { interests, messages, clock }) => {
  app.post(
    '/api/interests',
    {
      config: access,
      schema: {
        tags,
        summary:
          '"Tenho interesse" em uma oportunidade, cidade ou estado; o segundo clique responde o ' +
          'interesse aberto (200) em vez de criar outro (201)',
        security,
        body: interestCreateSchema,
        response: { 200: interestCreatedSchema, 201: interestCreatedSchema },
      },
    },
    async (request, reply) => {
      const answer = await interests.create(actorOf(request), request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  for (const side of INTEREST_SIDES) {
    app.get(
      `/api/interests/${side}`,
      {
        config: access,
        schema: {
          tags,
          summary: `${SIDE_NAMES[side].title}; format=csv|xlsx exporta todos os que o filtro encontra`,
          security,
          querystring: interestsQuerySchema,
          response: { 200: listResponse(interestSchema) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const query = request.query;
        return listOrExport(reply, query.format, {
          prefix: `export-interests-${side}`,
          sheetName: SIDE_NAMES[side].sheet,
          columns: interestExportColumns(side),
          rows: async () =>
            (await interests.list(actor, side, { ...query, page: 1, limit: 10_000 })).data,
          clock,
          list: () => interests.list(actor, side, query),
        });
      },
    );
  }

  app.get(
    '/api/interests/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Um interesse, para os usuários dos dois clientes',
        security,
        params: idParams,
        response: { 200: interestSchema },
      },
    },
    (request) => interests.get(actorOf(request), request.params.id),
  );

  app.get(
    '/api/interests/:id/messages',
    {
      config: access,
      schema: {
        tags,
        summary: 'Mensagens da conversa de um interesse, das mais antigas às mais novas',
        security,
        params: idParams,
        querystring: interestMessagesQuerySchema,
        response: { 200: interestMessagesResponseSchema },
      },
    },
    (request) => messages.list(actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/interests/:id/messages',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Envia uma mensagem; client_key repetida responde a mensagem já enviada (200) em vez ' +
          'de criar outra (201)',
        security,
        params: idParams,
        body: interestMessageCreateSchema,
        response: {
          200: z.object({ created: z.boolean(), message: interestMessageSchema }),
          201: z.object({ created: z.boolean(), message: interestMessageSchema }),
        },
      },
    },
    async (request, reply) => {
      const answer = await messages.send(actorOf(request), request.params.id, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/api/interests/:id/read',
    {
      config: access,
      schema: {
        tags,
        summary: 'Marca a conversa como lida (até message_id, ou toda)',
        security,
        params: idParams,
        body: interestReadSchema,
        response: { 200: z.object({ unread_count: z.number().int() }) },
      },
    },
    (request) => messages.markRead(actorOf(request), request.params.id, request.body?.message_id),
  );

  app.patch(
    '/api/interests/:id/stage',
    {
      config: access,
      schema: {
        tags,
        summary: 'Move o interesse para outra etapa (cliente que o recebeu)',
        security,
        params: idParams,
        body: interestStageChangeSchema,
        response: { 200: interestSchema },
      },
    },
    (request) => interests.changeStage(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/interests/:id/complete-opportunity',
    {
      config: access,
      schema: {
        tags,
        summary: 'Conclui a oportunidade de um interesse ganho (regras da própria oportunidade)',
        security,
        params: idParams,
        response: {
          200: z.object({ id: z.number().int(), status: z.string(), message: z.string() }),
        },
      },
    },
    (request) => interests.completeOpportunity(actorOf(request), request.params.id),
  );
};
