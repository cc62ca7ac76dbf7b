import { z } from 'zod';
import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { MESSAGES } from '../messages/messages.ts';
import { moneySchema } from '../money/money-schema.ts';
import { requiredString } from '../validators/required-string.ts';
import {
  calendarDateSchema,
  cepSchema,
  cnpjSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  urlSchema,
} from '../validators/schemas.ts';
import { idSchema } from './id-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { listResponse } from './list-response.ts';
import {
  commaListParam,
  flagParam,
  idListParam,
  moneyRangeParam,
  polygonParam,
} from './query-params.ts';

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

/** The filters a company list, its export and its map share. */
const companyFilters = {
  only_favorites: flagParam.optional(),
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

const contactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  responsibility: z.string().nullable(),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  mobile_phone_2: z.string().nullable(),
  email: z.string().nullable(),
  linkedin: z.string().nullable(),
  site: z.string().nullable(),
});

export const companyMediaSchema = z.object({
  id: z.number().int(),
  type: z.enum(['image', 'document', 'video']),
  name: z.string().nullable(),
  path: z.string(),
  /** The file's signed address, to show or download it (docs/access-rules.md). */
  url: z.string().optional(),
});

/** GET companies/{document}: every field of spec 3 §3 Company. */
export const companyDetailSchema = companyListItemSchema.extend({
  other_activities: z.array(activityRefSchema),
  city_code: z.number().int().nullable(),
  street_type: z.string().nullable(),
  street_name: z.string().nullable(),
  street_number: z.string().nullable(),
  subunit: z.string().nullable(),
  district: z.string().nullable(),
  postal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.array(z.object({ ddd: z.string(), phone: z.string() })),
  status_at: z.string().nullable(),
  situacao_descricao: z.string().nullable(),
  legal_nature: z.object({ code: z.string(), text: z.string().nullable() }).nullable(),
  type: z.string(),
  socios: z.array(
    z.object({
      id: z.number().int(),
      nome_socio: z.string(),
      documento_socio: z.string().nullable(),
      codigo_qualificacao: z.string().nullable(),
    }),
  ),
  partners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      document: z.string().nullable(),
      kind: z.enum(['company', 'person', 'foreign']),
      qualification: z.string().nullable(),
      entry_date: z.string().nullable(),
      /**
       * A company partner's establishment in the registry (its head office first), to link
       * to; null for people and for companies the registry lacks.
       */
      company_cnpj: z.string().nullable().optional(),
    }),
  ),
  info: z.object({
    logo: z.string().nullable(),
    description: z.string().nullable(),
    contacts: z.array(contactSchema),
    multimedia: z.array(companyMediaSchema),
  }),
  url: z.string().nullable(),
  address: z.object({
    zip: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    neighborhood: z.string().nullable(),
    city: z.string().nullable(),
    city_id: z.number().int().nullable(),
    state: z.string().nullable(),
  }),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Deve ter no máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

const optional = <S extends z.ZodType>(schema: S) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? (value as z.output<S>) : null));

/**
 * A company contact as the edit form sends it. Once a name is given, name, role, e-mail and
 * mobile phone are all needed (spec 3 §5).
 */
export const companyInfoContactSchema = z
  .object({
    name: optionalText(200),
    responsibility: optionalText(200),
    phone: optional(phoneSchema),
    mobile_phone: optional(mobilePhoneSchema),
    mobile_phone_2: optional(mobilePhoneSchema),
    email: optional(emailSchema),
    linkedin: optional(urlSchema),
    site: optional(urlSchema),
  })
  .refine(
    (contact) =>
      !contact.name || Boolean(contact.responsibility && contact.email && contact.mobile_phone),
    { error: MESSAGES.validation.companyContactIncomplete, path: ['name'] },
  );
export type CompanyInfoContact = z.output<typeof companyInfoContactSchema>;

export const companyMediaInputSchema = z.object({
  path: requiredString().max(300),
  type: z.enum(['image', 'document', 'video']),
  name: optionalText(200),
});

/** PUT companies/{document}/info: the product's own data about a company. */
export const companyInfoInputSchema = z.object({
  logo: optionalText(300),
  description: optionalText(FIELD_LIMITS.companyDescriptionMax),
  contacts: z.array(companyInfoContactSchema).max(10).default([]),
  multimedia: z.array(companyMediaInputSchema).max(50).default([]),
});
export type CompanyInfoInput = z.output<typeof companyInfoInputSchema>;

/**
 * POST companies: a company not yet in the Receita data, registered by hand. It is marked as
 * registered in the product until a Receita load brings it.
 */
export const companyRegistrationSchema = z.object({
  cnpj: cnpjSchema,
  name: requiredString('Razão social é obrigatória').max(200, {
    error: 'Deve ter no máximo 200 caracteres',
  }),
  business_name: optionalText(200),
  main_activity_code: z.string().regex(/^\d{7}$/, { error: 'Escolha o CNAE principal' }),
  share_capital: moneySchema.nullish().transform((value) => value ?? null),
  open_at: calendarDateSchema.nullish().transform((value) => value ?? null),
  postal_code: cepSchema,
  street_name: requiredString('Logradouro é obrigatório').max(200),
  street_number: optionalText(32),
  subunit: optionalText(200),
  district: optionalText(200),
  city_id: idSchema,
  email: optional(emailSchema),
  phone: optional(phoneSchema),
});
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

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

/** The document route parameter: a CNPJ, masked or not. */
export const companyDocumentParamsSchema = z.object({
  document: z.string().max(20, { error: 'CNPJ inválido' }),
});
