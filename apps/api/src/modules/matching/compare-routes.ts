import { compareQuerySchema, compareResponseSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { exportFileName, xlsxStream } from '../../lib/tabular-export.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { comparePdf, compareSheet } from './compare-export.ts';
import type { MatchingService } from './matching-service.ts';

const tags = ['Compatibilidade'];
const security = [{ bearerAuth: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The comparison of two to four places, as JSON, PDF and XLSX (docs/matching.md). */
export const compareRoutes: FastifyPluginAsyncZod<{
  matching: MatchingService;
  clock: Clock;
}> = async (app, { matching, clock }) => {
  app.get(
    '/api/compare',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Comparação de 2 a 4 municípios: indicadores e medianas nacionais, incentivos, áreas, oportunidades abertas e, com proposal, a pontuação de cada um para o projeto',
        security,
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema },
      },
    },
    (request) => matching.compare(actorOf(request), request.query),
  );

  app.get(
    '/api/compare/export.pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A comparação de municípios em PDF (mesmos parâmetros de /api/compare)',
        security,
        querystring: compareQuerySchema,
      },
    },
    async (request, reply) => {
      const answer = await matching.compare(actorOf(request), request.query);
      const now = clock.now();
      reply.header(
        'content-disposition',
        `attachment; filename="${exportFileName('comparacao', 'pdf', now)}"`,
      );
      reply.type('application/pdf');
      return reply.send(comparePdf(answer, now));
    },
  );

  app.get(
    '/api/compare/export.xlsx',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A comparação de municípios em XLSX (mesmos parâmetros de /api/compare)',
        security,
        querystring: compareQuerySchema,
      },
    },
    async (request, reply) => {
      const answer = await matching.compare(actorOf(request), request.query);
      const { columns, rows } = compareSheet(answer);
      reply.header(
        'content-disposition',
        `attachment; filename="${exportFileName('comparacao', 'xlsx', clock.now())}"`,
      );
      reply.type(XLSX_TYPE);
      return reply.send(xlsxStream('Comparação', columns, rows));
    },
  );
};
