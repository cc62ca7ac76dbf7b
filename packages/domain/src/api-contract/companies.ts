import { z } from 'zod';
import { listQuerySchema } from './list-query.ts';
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
] as [string, ...string[]];

export const companiesQuerySchema = listQuerySchema(
  {
    only_favorites: flagParam.optional(),
    activities: commaListParam(
      z.string().regex(/^\d{7}$/),
      'Informe códigos CNAE de 7 dígitos separados por vírgula',
    ).optional(),
    name: z.string().trim().max(120, { error: 'Nome muito longo' }).optional(),
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
    status: commaListParam(
      z.enum(['ATIVA', 'BAIXADA', 'INAPTA', 'SUSPENSA', 'NULA']),
      'Situação inválida',
    ).optional(),
    coordinates_polygon: polygonParam.optional(),
  },
  { sortKeys: COMPANY_SORT_KEYS, defaultLimit: 25, maxLimit: 5000, formats: ['json', 'csv'] },
);
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

export const activityRefSchema = z.object({ code: z.string(), text: z.string() });

export const companyListItemSchema = z.object({
  id: z.number().int(),
  cnpj: z.string(),
  name: z.string(),
  business_name: z.string().nullable(),
  share_capital: z.number().nullable(),
  open_at: z.string().nullable(),
  status: z.string().nullable(),
  status_reason: z.string().nullable(),
  main_activity: activityRefSchema.nullable(),
  city: z.object({ id: z.number().int(), name: z.string(), code: z.number().int() }).nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_favorite: z.boolean(),
  has_permission_to_edit: z.boolean(),
  logo: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

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
    }),
  ),
  info: z.object({
    logo: z.string().nullable(),
    description: z.string().nullable(),
    contacts: z.array(contactSchema),
    multimedia: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(['image', 'document', 'video']),
        name: z.string().nullable(),
        path: z.string(),
      }),
    ),
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
