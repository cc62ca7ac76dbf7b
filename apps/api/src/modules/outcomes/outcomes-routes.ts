import { idParams, type Outcomes, outcomesQuerySchema, outcomesSchema } from '@oportuna/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { sendExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { outcomeColumns, outcomeLines } from './outcomes-export.ts';
import type { OutcomesService } from './outcomes-service.ts';

const tags = ['Resultados'];
const security = [{ bearerAuth: [] }];
const access = { access: 'authenticated' } as const;
const period =
  'from/to (aaaa-mm-dd, inclusive; padrão: últimos 12 meses), side=received|sent, format=xlsx';

export const outcomesRoutes: FastifyPluginAsyncZod<{
  outcomes: OutcomesService;
  clock: Clock;
}> = async (app, { outcomes, clock }) => {
  const answer = (
    reply: FastifyReply,
    format: string | undefined,
    prefix: string,
    found: { name: string; outcomes: Outcomes },
  ) => {
    if (format !== 'xlsx') return found.outcomes;
    return sendExport(reply, {
      format: 'xlsx',
      prefix,
      sheetName: 'Resultados',
      columns: outcomeColumns,
      rows: outcomeLines(found.name, found.outcomes),
      now: clock.now(),
    });
  };

  for (const kind of ['city', 'state'] as const) {
    const path = kind === 'city' ? 'cities' : 'states';
    app.get(
      `/api/${path}/:id/outcomes`,
      {
        config: access,
        schema: {
          tags,
          summary:
            `Resultados dos interesses ${kind === 'city' ? 'da prefeitura da cidade' : 'do governo do estado'}` +
            ` (seus usuários; o superadmin, qualquer um); ${period}`,
          security,
          params: idParams,
          querystring: outcomesQuerySchema,
          response: { 200: outcomesSchema },
        },
      },
      async (request, reply) => {
        const found = await outcomes.ofLocality(
          actorOf(request),
          kind,
          request.params.id,
          request.query,
        );
        return answer(
          reply,
          request.query.format,
          `resultados-${path}-${request.params.id}`,
          found,
        );
      },
    );
  }

  app.get(
    '/api/customers/:id/outcomes',
    {
      config: access,
      schema: {
        tags,
        summary: `Resultados dos interesses de um cliente (seus administradores; o superadmin, qualquer um); ${period}`,
        security,
        params: idParams,
        querystring: outcomesQuerySchema,
        response: { 200: outcomesSchema },
      },
    },
    async (request, reply) => {
      const found = await outcomes.ofCustomer(actorOf(request), request.params.id, request.query);
      return answer(reply, request.query.format, `resultados-cliente-${request.params.id}`, found);
    },
  );
};
