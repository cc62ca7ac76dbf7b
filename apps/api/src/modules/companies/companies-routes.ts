import { companiesListSchema, companiesQuerySchema, companyDetailSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { csvStream, exportFileName } from '../../lib/tabular-export.ts';
import { actorOf } from '../../plugins/authentication.ts';
import type { CompaniesService } from './companies-service.ts';
import { COMPANY_EXPORT_COLUMNS } from './company-export-columns.ts';

const tags = ['Empresas'];
const security = [{ bearerAuth: [] }];

export const companiesRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesService;
  clock: Clock;
}> = async (app, { companies, clock }) => {
  app.get(
    '/api/companies',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Empresas (padrão: maior capital social primeiro); format=csv exporta',
        security,
        querystring: companiesQuerySchema,
        response: { 200: companiesListSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'csv') {
        const items = await companies.exportItems(actor, request.query);
        reply
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName('export-companies', 'csv', clock.now())}"`,
          )
          .type('text/csv; charset=utf-8');
        return reply.send(csvStream(COMPANY_EXPORT_COLUMNS, items) as never);
      }
      return companies.list(actor, request.query);
    },
  );

  app.get(
    '/api/companies/:document',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Empresa pelo CNPJ (14 dígitos, máscara aceita)',
        security,
        params: z.object({ document: z.string().max(20, { error: 'CNPJ inválido' }) }),
        response: { 200: companyDetailSchema },
      },
    },
    (request) => companies.get(actorOf(request), request.params.document),
  );
};
