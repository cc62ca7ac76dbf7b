import {
  idParams,
  listResponse,
  PROPOSAL_ACTIONS,
  type ProposalAction,
  proposalInputSchema,
  proposalMapItemSchema,
  proposalSchema,
  proposalsQuerySchema,
  proposalUpdateSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { compileResponseSerializer } from '../../plugins/response-serializer.ts';
import { PROPOSAL_EXPORT_COLUMNS } from './proposal-export-columns.ts';
import type { ProposalsService } from './proposals-service.ts';

const tags = ['Oportunidades'];
const security = [{ bearerAuth: [] }];
const ACTION_SUMMARIES: Record<ProposalAction, string> = {
  complete: 'Conclui uma oportunidade ativa',
  lost: 'Marca uma oportunidade como perdida',
  reopen: 'Re-abre uma oportunidade concluída ou perdida',
  approve: 'Aprova e ativa uma oportunidade pendente (vinda da vitrine econômica)',
};

const mapPageJson = compileResponseSerializer(listResponse(proposalMapItemSchema));
const listPageJson = compileResponseSerializer(listResponse(proposalSchema));

export const proposalsRoutes: FastifyPluginAsyncZod<{
  proposals: ProposalsService;
  answers: AnswerCache;
  clock: Clock;
}> = async (app, { proposals, answers, clock }) => {
  app.get(
    '/api/proposals',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Oportunidades com filtros; fields=... dá a forma leve do mapa (até 10.000); ' +
          'format=csv|xlsx exporta todas as que o filtro encontra',
        security,
        querystring: proposalsQuerySchema,
        response: { 200: listResponse(z.union([proposalMapItemSchema, proposalSchema])) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query;
      return listOrExport(reply, query.format, {
        prefix: 'export-proposals',
        sheetName: 'Oportunidades',
        columns: PROPOSAL_EXPORT_COLUMNS,
        rows: () => proposals.exportRows(actor, query),
        clock,
        list: () =>
          answers.serve(
            request,
            reply,
            actor,
            () => proposals.list(actor, query),
            query.fields ? mapPageJson : listPageJson,
          ),
      });
    },
  );

  app.get(
    '/api/proposals/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Uma oportunidade',
        security,
        params: idParams,
        response: { 200: proposalSchema },
      },
    },
    (request) => proposals.get(actorOf(request), request.params.id),
  );

  app.post(
    '/api/proposals',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Cadastra uma oportunidade pública (type city) ou privada (type company)',
        security,
        body: proposalInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await proposals.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/proposals/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Atualiza uma oportunidade (situação: open, completed ou lost)',
        security,
        params: idParams,
        body: proposalUpdateSchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) => proposals.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/proposals/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Exclui uma oportunidade', security, params: idParams },
    },
    async (request, reply) => {
      await proposals.remove(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const action of PROPOSAL_ACTIONS) {
    app.post(
      `/api/proposals/:id/${action}`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: ACTION_SUMMARIES[action],
          security,
          params: idParams,
          response: {
            200: z.object({ id: z.number().int(), status: z.string(), message: z.string() }),
          },
        },
      },
      (request) => proposals.transition(actorOf(request), request.params.id, action),
    );
  }
};
