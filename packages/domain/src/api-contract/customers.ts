import { z } from 'zod';
import { CUSTOMER_TYPES } from '../enums/customer-type.ts';
import { customerTypeSchema } from '../enums/enum-schemas.ts';
import { MESSAGES } from '../messages/messages.ts';
import { isValidCnpj, normalizeCnpj } from '../validators/cnpj.ts';
import { idSchema } from './id-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { flagParam, polygonParam } from './query-params.ts';
import { showcaseAllowedOriginsSchema } from './showcase.ts';
import { indicatorValueSchema } from './territory-items.ts';

const { validation } = MESSAGES;

export const CUSTOMER_SORT_KEYS = ['id', 'name', 'type', 'is_active'] as [string, ...string[]];

export const CUSTOMER_NAME_MAX = 200;

/**
 * GET customers: the name is trimmed and matched by substring, the type exactly (spec 3 §5).
 * `coordinates_polygon` keeps the customers whose place lies inside the drawn polygon (a city's
 * seat; a state's capital; a company's head-office municipality); `show_demographic_data=1`
 * adds the indicators of a city or state customer's place.
 */
export const customersQuerySchema = listQuerySchema(
  {
    name: z
      .string()
      .trim()
      .max(CUSTOMER_NAME_MAX, { error: `Deve ter no máximo ${CUSTOMER_NAME_MAX} caracteres` })
      .optional(),
    type: z.enum(CUSTOMER_TYPES, { error: 'Tipo inválido: use city, state ou company' }).optional(),
    is_active: flagParam.optional(),
    show_demographic_data: flagParam.optional(),
    coordinates_polygon: polygonParam.optional(),
  },
  {
    sortKeys: CUSTOMER_SORT_KEYS,
    defaultLimit: 25,
    maxLimit: 100,
    formats: ['json', 'csv', 'xlsx'],
  },
);
export type CustomersQuery = z.output<typeof customersQuerySchema>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const optionalId = z.preprocess((value) => (isBlank(value) ? null : value), idSchema.nullable());

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/**
 * POST customers and the form variant of PUT customers/{id}: which locality fields are
 * required follows the type (state: state; city: state and city; company: CNPJ). Every
 * field's problem is reported at once, with the spec's messages.
 */
export const customerInputSchema = z
  .object({
    name: z
      .string({ error: (i) => (i.input == null ? validation.customerNameRequired : undefined) })
      .trim()
      .min(1, { error: validation.customerNameRequired })
      .max(CUSTOMER_NAME_MAX, { error: `Deve ter no máximo ${CUSTOMER_NAME_MAX} caracteres` }),
    type: z.preprocess(
      (value) => (isBlank(value) ? undefined : value),
      z.enum(CUSTOMER_TYPES, {
        error: (i) =>
          i.input === undefined
            ? validation.customerTypeRequired
            : 'Tipo inválido: use city, state ou company',
      }),
    ),
    state: optionalId.optional(),
    city: optionalId.optional(),
    company: z
      .object({
        federal_tax_id: z.string({ error: validation.customerCnpjInvalid }).nullish(),
      })
      .nullish(),
  })
  .superRefine(
    (input, ctx) => {
      const type = input.type as string | undefined;
      if ((type === 'state' || type === 'city') && input.state == null) {
        issue(ctx, ['state'], validation.customerStateRequired);
      }
      if (type === 'city' && input.city == null) {
        issue(ctx, ['city'], validation.customerCityRequired);
      }
      if (type === 'company') {
        const cnpj = input.company?.federal_tax_id;
        if (typeof cnpj !== 'string' || isBlank(cnpj)) {
          issue(ctx, ['company', 'federal_tax_id'], validation.customerCnpjRequired);
        } else if (!isValidCnpj(cnpj)) {
          issue(ctx, ['company', 'federal_tax_id'], validation.customerCnpjInvalid);
        }
      }
    },
    // Without `when`, zod skips refinements while any field is invalid, and the missing state
    // would only be reported after the name was fixed. superRefine's types omit the option.
    { when: () => true } as never,
  )
  .transform((input) => ({
    name: input.name,
    type: input.type,
    stateId: input.type === 'company' ? null : (input.state ?? null),
    cityId: input.type === 'city' ? (input.city ?? null) : null,
    companyFederalTaxId:
      input.type === 'company' ? normalizeCnpj(input.company?.federal_tax_id ?? '') : null,
  }));
export type CustomerInput = z.output<typeof customerInputSchema>;

/** A map background colour as #RRGGBB. */
export const MAP_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

const filePath = z
  .string({ error: 'Arquivo inválido' })
  .trim()
  .min(1, { error: 'Arquivo inválido' })
  .max(300, { error: 'Arquivo inválido' })
  .nullable();

/** PUT customers/{id} with the whitelabel look: logo, background banner and map colour. */
export const customerBrandingSchema = z.strictObject(
  {
    logo: filePath.optional(),
    background_banner: filePath.optional(),
    map_color: z
      .string()
      .regex(MAP_COLOR_PATTERN, { error: 'Cor inválida: use o formato #RRGGBB' })
      .nullable()
      .optional(),
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? 'Campo desconhecido' : undefined) },
);
export type CustomerBranding = z.output<typeof customerBrandingSchema>;

/** PUT customers/{id} with only the active flag (the list's toggle). */
export const customerStatusSchema = z.strictObject({
  is_active: z.boolean({ error: 'Informe true ou false' }),
});

/** PUT customers/{id} with only the sites allowed to embed its showcases. */
export const customerShowcaseOriginsSchema = z.strictObject({
  showcase_allowed_origins: showcaseAllowedOriginsSchema,
});

const BRANDING_KEYS = ['logo', 'background_banner', 'map_color'];

export type CustomerUpdate =
  | { kind: 'form'; input: CustomerInput }
  | { kind: 'branding'; branding: CustomerBranding }
  | { kind: 'status'; isActive: boolean }
  | { kind: 'showcase_origins'; origins: string[] };

/**
 * PUT customers/{id}: the form's payload, or {logo, background_banner, map_color}, or
 * {is_active}, told apart by their keys. Throws the ZodError of the payload it recognised, so
 * the answer names that payload's fields.
 */
export function parseCustomerUpdate(body: unknown): CustomerUpdate {
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  if (keys.length === 1 && keys[0] === 'showcase_allowed_origins') {
    return {
      kind: 'showcase_origins',
      origins: customerShowcaseOriginsSchema.parse(body).showcase_allowed_origins,
    };
  }
  if (keys.includes('is_active')) {
    return { kind: 'status', isActive: customerStatusSchema.parse(body).is_active };
  }
  if (keys.length > 0 && keys.every((key) => BRANDING_KEYS.includes(key))) {
    return { kind: 'branding', branding: customerBrandingSchema.parse(body) };
  }
  return { kind: 'form', input: customerInputSchema.parse(body ?? {}) };
}

/** The body of PUT customers/{id} as documented; parseCustomerUpdate checks it. */
export const customerUpdateBodySchema = z.looseObject({}).meta({
  description:
    'Um de: {name, type, state, city, company: {federal_tax_id}}; ' +
    '{logo, background_banner, map_color} (caminhos de POST /api/files, cor #RRGGBB); {is_active}; ' +
    'ou {showcase_allowed_origins: ["https://site.exemplo"]} (sites que podem incorporar a vitrine).',
});

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: customerTypeSchema,
  is_active: z.boolean(),
  /** Signed addresses to show the images; `*_path` is what a branding save sends back. */
  logo: z.string().nullable(),
  logo_path: z.string().nullable(),
  background_banner: z.string().nullable(),
  background_banner_path: z.string().nullable(),
  map_color: z.string().nullable(),
  /** Sites allowed to embed the customer's showcases (origins). */
  showcase_allowed_origins: z.array(z.string()),
  state: z.object({ id: z.number().int(), name: z.string(), acronym: z.string() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string(), state_id: z.number().int() }).nullable(),
  company: z.object({ federal_tax_id: z.string(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
  /** Only with show_demographic_data=1: the indicators of the customer's city or state. */
  demographic_data: z.array(indicatorValueSchema).optional(),
});
export type Customer = z.infer<typeof customerSchema>;
