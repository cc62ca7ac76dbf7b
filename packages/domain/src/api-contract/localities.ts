import { z } from 'zod';
import { BENEFIT_TYPES } from '../enums/benefit-type.ts';
import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { MESSAGES } from '../messages/messages.ts';
import { isValidLandlinePhone, isValidMobilePhone } from '../validators/phone.ts';
import { requiredString } from '../validators/required-string.ts';
import { onlyDigits } from '../validators/sanitize.ts';
import { cepSchema, emailSchema, urlSchema } from '../validators/schemas.ts';
import { idSchema } from './id-schemas.ts';
import { benefitSchema, profileContactSchema, profileFileSchema } from './profile-parts.ts';
import { proposalBenefitInputSchema } from './proposals.ts';

export const localityFileSchema = profileFileSchema.extend({
  original_name: z.string().nullable(),
  url: z.string().nullable(),
});
export type LocalityFile = z.infer<typeof localityFileSchema>;

export const localityContactSchema = profileContactSchema;
export type LocalityContact = z.infer<typeof localityContactSchema>;

/**
 * GET locations/{IBGE code}, 7 digits for a city and 2 for a state (spec 2 §3 'Location'):
 * what an editor filled for the place. The answer is null while the place is not enabled.
 */
export const localityProfileSchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  /** Signed address of the logo, for showing it. */
  logo_url: z.string().nullable(),
  economic_freedom_law_at: z.string().nullable(),
  /** A GeoJSON Feature of a Polygon or MultiPolygon, or null. */
  industrial_area: z.unknown(),
  /** Geodesic area of the industrial area in hectares (2 decimals), or null. */
  industrial_area_hectares: z.number().nullable(),
  vocations: z.array(z.object({ id: z.number().int(), description: z.string() })),
  benefits: z.array(benefitSchema),
  contacts: z.array(localityContactSchema),
  city_hall: z.object({
    zip: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    neighborhood: z.string().nullable(),
    city_id: z.number().int().nullable(),
    city: z
      .object({ id: z.number().int(), name: z.string(), state: z.object({ uf: z.string() }) })
      .nullable(),
  }),
  images: z.array(localityFileSchema),
  multimedia: z.array(localityFileSchema),
  customer: z.object({ id: z.number().int() }).nullable(),
  responsible: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Whether the caller may save this profile (superadmin, the customer's admins, the responsible). */
  has_permission_to_edit: z.boolean(),
});
export type LocalityProfile = z.infer<typeof localityProfileSchema>;

const optionalText = (max: number) =>
  z
    .string({ error: MESSAGES.validation.invalidValue })
    .trim()
    .max(max, { error: `Deve ter no máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional masked field: empty or null is "not filled", anything else must be valid. */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .preprocess((value) => (value === '' ? null : value), schema.nullish())
    .transform((value) => value ?? null);

/** Contact phone: a landline, mask (99) 9999 9999; stored as its 10 digits (spec 2 §5). */
const landlineSchema = requiredString()
  .refine(isValidLandlinePhone, { error: MESSAGES.localities.invalidLandline })
  .transform(onlyDigits);

/** Mobile phones: mask (99) 99999 9999; stored as their 11 digits (spec 2 §5). */
const mobileSchema = requiredString()
  .refine(isValidMobilePhone, { error: MESSAGES.localities.invalidMobile })
  .transform(onlyDigits);

/** The main contact of a locality (spec 2 'City edit', Contatos); `linkedin` holds the site. */
export const localityContactInputSchema = z.object({
  name: optionalText(200),
  responsibility: optionalText(200),
  phone: landlineSchema,
  mobile_phone: optional(mobileSchema),
  mobile_phone_2: optional(mobileSchema),
  email: optional(emailSchema),
  linkedin: optional(urlSchema),
});

/** The city hall address; its UF and city follow `city_id`. */
export const localityCityHallInputSchema = z.object({
  zip: optional(cepSchema),
  street: optionalText(200),
  number: optionalText(32),
  neighborhood: optionalText(200),
  city_id: idSchema.nullish().transform((value) => value ?? null),
});

/** A file uploaded through POST /files, named by the path the upload answered. */
export const localityFileInputSchema = z.object({
  path: requiredString().max(300, { error: 'Caminho de arquivo inválido' }),
  name: optionalText(200),
  original_name: optionalText(300),
});

/**
 * A checked regional vocation, named by its catalogue description. An `id` sent along (as the
 * profile answers it) is dropped: the checked set replaces the locality's vocations.
 */
export const localityVocationInputSchema = z.object({
  description: requiredString().max(200, { error: 'Deve ter no máximo 200 caracteres' }),
});

/**
 * PUT locations/{code}: the profile as the edit page saves it (spec 2 §4). Incentives,
 * contacts and vocations replace what the locality had (an unchecked incentive is removed);
 * `images` and `multimedia` are the pending uploads, added to the gallery and the attachments
 * (existing ones are deleted by their own calls; a path already attached is not added twice).
 * Absent `logo`, `responsible_id` and `industrial_area` keep what is saved; null clears them.
 * `industrial_area` (a GeoJSON Polygon or MultiPolygon, or a Feature of one) is a city's only.
 */
export const localityProfileInputSchema = z.object({
  description: optionalText(FIELD_LIMITS.localityDescriptionMax),
  responsible_id: idSchema.nullish(),
  logo: z
    .string({ error: MESSAGES.validation.invalidValue })
    .trim()
    .max(300, { error: 'Caminho de arquivo inválido' })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  benefits: z
    .array(proposalBenefitInputSchema)
    .max(BENEFIT_TYPES.length, { error: 'Incentivo repetido' })
    .default([]),
  contacts: z.array(localityContactInputSchema).max(5).default([]),
  city_hall: localityCityHallInputSchema.nullish(),
  vocations: z.array(localityVocationInputSchema).max(100).default([]),
  images: z.array(localityFileInputSchema).max(20).default([]),
  multimedia: z.array(localityFileInputSchema).max(30).default([]),
  industrial_area: z.unknown().optional(),
});
export type LocalityProfileInput = z.output<typeof localityProfileInputSchema>;

/** POST locations: a state's profile saved before it had one (spec 2 §4 'State save'). */
export const stateLocalityCreateSchema = localityProfileInputSchema.extend({
  state_id: idSchema,
});
export type StateLocalityCreate = z.output<typeof stateLocalityCreateSchema>;

/** A user the responsible-editor selector offers (spec 2 §3 'User (responsible editor)'). */
export const localityEditorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type LocalityEditor = z.infer<typeof localityEditorSchema>;

/** A municipality (7 digits) or a state (2 digits), by IBGE code, in a path. */
export const localityCodeParam = z.coerce
  .number({ error: 'Código IBGE inválido' })
  .int({ error: 'Código IBGE inválido' })
  .refine((code) => (code >= 11 && code <= 53) || (code >= 1_000_000 && code <= 9_999_999), {
    error: 'Código IBGE inválido',
  });

/** A state (2 digits) by IBGE code, in a path. */
export const stateCodeParam = z.coerce
  .number({ error: 'Código IBGE de estado inválido' })
  .int({ error: 'Código IBGE de estado inválido' })
  .min(11, { error: 'Código IBGE de estado inválido' })
  .max(53, { error: 'Código IBGE de estado inválido' });
