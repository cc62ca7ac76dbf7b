// The company list, its export and its map: the filters they take and what they answer.
import { z } from 'zod';
import { calendarDateSchema } from '../../validators/schemas.ts';
import { listQuerySchema } from '../list-query.ts';
import { listResponse } from '../list-response.ts';
import {
  commaListParam,
  flagParam,
  idListParam,
  moneyRangeParam,
  polygonParam,
} from '../query-params.ts';

export const COMPANY_SORT_KEYS = [
  'capital_social',
  'razao_social',
  'nome_fantasia',
  'municipio',
  'fundacao',
] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

/** Receita's situação cadastral, by the name the API speaks. */
export const COMPANY_STATUSES = ['ATIVA', 'BAIXADA', 'INAPTA', 'SUSPENSA', 'NULA'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Receita's porte da empresa: 01 micro, 03 pequeno porte, 05 demais, 00 não informado. */
export const COMPANY_SIZES = ['ME', 'EPP', 'DEMAIS', 'NAO_INFORMADO'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** A company found in a Receita Federal release, or registered by hand in the product. */
export const COMPANY_SOURCES = ['receita', 'manual'] as const;

/** Receita's identificador matriz/filial: 1 the head office (matriz), 2 a branch (filial). */
export const COMPANY_TYPES = ['MATRIZ', 'FILIAL'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The filters a company list, its export and its map share. */
const companyFilters = {
  only_favorites: flagParam.optional(),
  /** 1: head offices (matrizes) only, each company once; its branches (filiais) left out. */
  only_head_offices: flagParam.optional(),
  activities: commaListParam(
    z.string().regex(/^\d{7}$/),
    'Informe códigos CNAE de 7 dígitos separados por vírgula',
  ).optional(),
  /** Razão social or nome fantasia, accent- and case-insensitive. */
  name: z.string().trim().max(120, { error: 'Nome muito longo' }).optional(),
  /** The start of a CNPJ, with or without its mask. */
  cnpj: z.string().trim().max(20).optional(),
  city_code: z.coerce
    .number({ error: 'Código IBGE inválido' })
    .int()
    .min(1000000)
    .max(9999999)
    .optional(),
  city: idListParam.optional(),
  ufs: idListParam.optional(),
  capital_social: moneyRangeParam.optional(),
  foundation_start: calendarDateSchema.optional(),
  foundation_end: calendarDateSchema.optional(),
  status: commaListParam(z.enum(COMPANY_STATUSES), 'Situação inválida').optional(),
  size: commaListParam(z.enum(COMPANY_SIZES), 'Porte inválido').optional(),
  /** 1: opted in; 0: not opted in (those that never opted included). */
  simples: flagParam.optional(),
  mei: flagParam.optional(),
  coordinates_polygon: polygonParam.optional(),
};

export const companiesQuerySchema = listQuerySchema(companyFilters, {
  sortKeys: COMPANY_SORT_KEYS,
  defaultLimit: 25,
  maxLimit: 1000,
  formats: ['json', 'csv', 'xlsx'],
}).refine(
  (query) =>
    !query.foundation_start ||
    !query.foundation_end ||
    query.foundation_start <= query.foundation_end,
  { error: 'A data inicial deve ser anterior à final', path: ['foundation_end'] },
);
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

/** The company map takes the list's filters, without paging or sorting. */
export const companiesMapQuerySchema = z.strictObject(companyFilters, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Parâmetro desconhecido: ${issue.keys.join(', ')}`
      : undefined,
});
export type CompaniesMapQuery = z.output<typeof companiesMapQuerySchema>;

export const activityRefSchema = z.object({ code: z.string(), text: z.string() });

export const companyListItemSchema = z.object({
  /** The CNPJ: a company is known by it in every URL and call. */
  id: z.string(),
  cnpj: z.string(),
  name: z.string(),
  business_name: z.string().nullable(),
  share_capital: z.number().nullable(),
  open_at: z.string().nullable(),
  status: z.string().nullable(),
  status_reason: z.string().nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  simples: z.boolean().nullable(),
  mei: z.boolean().nullable(),
  main_activity: activityRefSchema.nullable(),
  city: z.object({ id: z.number().int(), name: z.string(), code: z.number().int() }).nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.enum(COMPANY_SOURCES),
  /** Head office (matriz) or branch (filial), as Receita tells them. */
  type: z.enum(COMPANY_TYPES),
  is_favorite: z.boolean(),
  has_permission_to_edit: z.boolean(),
  logo: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/**
 * At national scale an exact count of a wide filter costs more than the page itself: above a
 * threshold `total` is estimated from a fixed sample of the registry and `total_is_estimate`
 * says so.
 */
export const companiesListSchema = listResponse(companyListItemSchema).extend({
  total_is_estimate: z.boolean(),
});
export type CompaniesList = z.infer<typeof companiesListSchema>;

/**
 * Sixty million establishments cannot be drawn: a wide filter answers counts per municipality,
 * a narrow one (at most `COMPANY_MAP_POINTS_LIMIT` companies) the companies themselves.
 */
export const COMPANY_MAP_POINTS_LIMIT = 2000;

export const companiesMapSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('cities'),
    total: z.number().int(),
    /** The counts come from a sample of the registry, scaled (a wide filter on many rows). */
    total_is_estimate: z.boolean(),
    data: z.array(
      z.object({
        city_id: z.number().int(),
        city_code: z.number().int(),
        name: z.string(),
        uf: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        total: z.number().int(),
      }),
    ),
  }),
  z.object({
    mode: z.literal('points'),
    total: z.number().int(),
    total_is_estimate: z.literal(false),
    data: z.array(
      z.object({
        cnpj: z.string(),
        name: z.string(),
        business_name: z.string().nullable(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
  }),
]);
export type CompaniesMap = z.infer<typeof companiesMapSchema>;

/** GET company-activities: the CNAE catalogue, searchable by code or text. */
export const companyActivitiesQuerySchema = listQuerySchema(
  { q: z.string().trim().max(120).optional() },
  { sortKeys: ['code'], defaultLimit: 25, maxLimit: 2000 },
);
export const companyActivitySchema = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
});
