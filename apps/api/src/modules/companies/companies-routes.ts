import {
  companiesListSchema,
  companiesMapQuerySchema,
  companiesMapSchema,
  companiesQuerySchema,
  companyActivitiesQuerySchema,
  companyActivitySchema,
  companyDetailSchema,
  companyDocumentParamsSchema,
  companyInfoInputSchema,
  companyRegistrationSchema,
  listResponse,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { COMPANY_EXPORT_LIMIT, type CompaniesService } from './companies-service.ts';
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
        summary:
          'Empresas com filtros (padrão: maior capital social primeiro); ' +
          `format=csv|xlsx exporta as que o filtro encontra, até ${COMPANY_EXPORT_LIMIT.toLocaleString('pt-BR')}`,
        security,
        querystring: companiesQuerySchema,
        response: { 200: companiesListSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query;
      return listOrExport(reply, query.format, {
        prefix: 'export-companies',
        sheetName: 'Empresas',
        columns: COMPANY_EXPORT_COLUMNS,
        rows: () => companies.exportRows(actor, query),
        clock,
        list: () => companies.list(actor, query),
      });
    },
  );

  app.get(
    '/api/companies/map',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Mapa das empresas: os pontos (sede do município) quando o filtro encontra poucas, ' +
          'senão o total por município',
        security,
        querystring: companiesMapQuerySchema,
        response: { 200: companiesMapSchema },
      },
    },
    (request) => companies.map(actorOf(request), request.query),
  );

  app.get(
    '/api/companies/:document',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Empresa pelo CNPJ (14 caracteres, máscara aceita)',
        security,
        params: companyDocumentParamsSchema,
        response: { 200: companyDetailSchema },
      },
    },
    (request) => companies.get(actorOf(request), request.params.document),
  );

  app.put(
    '/api/companies/:document/info',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Substitui logomarca, descrição, contatos e anexos da empresa (superadmin e o ' +
          'cliente da empresa)',
        security,
        params: companyDocumentParamsSchema,
        body: companyInfoInputSchema,
      },
    },
    async (request, reply) => {
      await companies.updateInfo(actorOf(request), request.params.document, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/companies',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Cadastra uma empresa que nenhuma carga da Receita trouxe',
        security,
        body: companyRegistrationSchema,
        response: { 201: z.object({ cnpj: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await companies.register(actorOf(request), request.body)),
  );

  app.get(
    '/api/company-activities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Atividades econômicas (CNAE) por início do código ou texto',
        security,
        querystring: companyActivitiesQuerySchema,
        response: { 200: listResponse(companyActivitySchema) },
      },
    },
    (request) => companies.activities(request.query),
  );
};
