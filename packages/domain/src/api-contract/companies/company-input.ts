import { z } from 'zod';
import { fileKindSchema } from '../../enums/enum-schemas.ts';
import { FIELD_LIMITS } from '../../limits/field-limits.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { moneySchema } from '../../money/money-schema.ts';
import { requiredString } from '../../validators/required-string.ts';
import {
  calendarDateSchema,
  cepSchema,
  cnpjSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  urlSchema,
} from '../../validators/schemas.ts';
import { idSchema } from '../id-schemas.ts';

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
  type: fileKindSchema,
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
