import { catalogueQuerySchema, listResponse } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

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

type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** A small reference table as a list answer, filtered by name and paginated. */
async function catalogue<T>(
  db: Db,
  table: string,
  columns: string,
  nameColumn: string,
  order: string,
  query: CatalogueQuery,
) {
  const where: SQL = query.name
    ? sql`where lower(immutable_unaccent(${sql.raw(nameColumn)})) like '%' || lower(immutable_unaccent(${query.name})) || '%'`
    : sql``;
  const desc = query.sort?.[0]?.order === 'desc';
  const found = await rows<T & { total: number }>(
    db,
    sql`select ${sql.raw(columns)}, count(*) over ()::int as total from ${sql.raw(table)} ${where}
        order by ${sql.raw(query.sort?.length ? `${nameColumn} ${desc ? 'desc' : 'asc'}` : order)}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const [all] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return {
    data: found.map(({ total: _total, ...item }) => item as T),
    total: found[0]?.total ?? 0,
    total_without_filter: all?.n ?? 0,
    available_ordering: ['name'],
  };
}

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

/** CNAE activities by code prefix or accent-insensitive text. */
async function activities(db: Db, query: z.output<typeof activitiesQuery>) {
  const digits = query.term?.replace(/\D/g, '') ?? '';
  const where: SQL = query.term
    ? sql`where ${digits ? sql`code like ${`${digits}%`} or ` : sql``}
        lower(immutable_unaccent(text)) like '%' || lower(immutable_unaccent(${query.term})) || '%'`
    : sql``;
  const found = await rows<{ code: string; text: string; total: number }>(
    db,
    sql`select code, text, count(*) over ()::int as total from activities ${where}
        order by code limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    data: found.map((a) => ({ id: a.code, code: a.code, text: a.text })),
    total: found[0]?.total ?? 0,
  };
}

export const cataloguesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of ['/api/activities', '/api/company-activities']) {
    app.get(
      url,
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
      (request) => activities(db, request.query),
    );
  }

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
    (request) =>
      catalogue(
        db,
        'benefit_types',
        'id, slug, description',
        'description',
        'position',
        request.query,
      ),
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
    (request) =>
      catalogue(
        db,
        'regional_vocations',
        'id, slug, description',
        'description',
        'description',
        request.query,
      ),
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
    (request) =>
      catalogue(
        db,
        'political_offices',
        'id, description, importance',
        'description',
        'importance',
        request.query,
      ),
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
    (request) =>
      catalogue(
        db,
        'political_parties',
        'id, abbreviation, name, number',
        'abbreviation',
        'abbreviation',
        request.query,
      ),
  );
};
