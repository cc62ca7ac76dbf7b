import { catalogueQuerySchema, listResponse } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CataloguesService } from './catalogues-service.ts';

const security = [{ bearerAuth: [] }];

const benefitSchema = z.object({ id: z.number().int(), slug: z.string(), description: z.string() });
const vocationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  description: z.string(),
});
const officeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  importance: z.number().int(),
});
const partySchema = z.object({
  id: z.number().int(),
  abbreviation: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
});

const activitySchema = z.object({ id: z.string(), code: z.string(), text: z.string() });
const activitiesQuery = z.object({
  term: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number({ error: 'Limite deve ser um número inteiro entre 1 e 1500' })
    .int({ error: 'Limite deve ser um número inteiro entre 1 e 1500' })
    .min(1, { error: 'Limite deve ser um número inteiro entre 1 e 1500' })
    .max(1500, { error: 'Limite deve ser um número inteiro entre 1 e 1500' })
    .default(50),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int()
    .min(1, { error: 'Página inválida' })
    .default(1),
});

export const cataloguesRoutes: FastifyPluginAsyncZod<{ catalogues: CataloguesService }> = async (
  app,
  { catalogues },
) => {
  app.get(
    '/api/activities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Atividades econômicas (CNAE) por código ou texto',
        security,
        querystring: activitiesQuery,
        response: { 200: z.object({ data: z.array(activitySchema), total: z.number().int() }) },
      },
    },
    (request) => catalogues.activities(request.query),
  );

  app.get(
    '/api/benefits',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Tipos de incentivo',
        security,
        querystring: catalogueQuerySchema,
        response: { 200: listResponse(benefitSchema) },
      },
    },
    (request) => catalogues.benefitTypes(request.query),
  );
  app.get(
    '/api/regional-vocations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Vocações regionais',
        security,
        querystring: catalogueQuerySchema,
        response: { 200: listResponse(vocationSchema) },
      },
    },
    (request) => catalogues.regionalVocations(request.query),
  );
  app.get(
    '/api/political-offices',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Gestores Públicos'],
        summary: 'Cargos políticos',
        security,
        querystring: catalogueQuerySchema,
        response: { 200: listResponse(officeSchema) },
      },
    },
    (request) => catalogues.politicalOffices(request.query),
  );
  app.get(
    '/api/political-parties',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Gestores Públicos'],
        summary: 'Partidos políticos',
        security,
        querystring: catalogueQuerySchema,
        response: { 200: listResponse(partySchema) },
      },
    },
    (request) => catalogues.politicalParties(request.query),
  );
};
