import { z } from 'zod';
import { BRAZIL_UFS } from '../../enums/brazil-states.ts';
import {
  benefitTypeSchema,
  fileKindSchema,
  projectCategorySchema,
  ufSchema,
} from '../../enums/enum-schemas.ts';
import { FIELD_LIMITS } from '../../limits/field-limits.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { moneySchema } from '../../money/money-schema.ts';
import { requiredString } from '../../validators/required-string.ts';
import {
  cepSchema,
  cnpjSchema,
  emailSchema,
  phoneSchema,
  urlSchema,
} from '../../validators/schemas.ts';
import { idSchema } from '../id-schemas.ts';

const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `Deve ter no máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

const optionalPhone = z
  .union([phoneSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

const optionalSite = z
  .union([urlSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const proposalContactInputSchema = z.object({
  name: requiredString(),
  email: emailSchema,
  cell_phone: phoneSchema,
  phone: optionalPhone,
  responsibility: requiredString(),
  site: optionalSite,
});

export const proposalAddressInputSchema = z.object({
  zip: cepSchema,
  street: requiredString(),
  number: optionalText(32),
  neighborhood: requiredString(),
  city_id: idSchema,
});

/** An incentive of a public opportunity; a terreno carries the land's details. */
export const proposalBenefitInputSchema = z.object({
  type: benefitTypeSchema,
  description: requiredString().max(2000, { error: 'Deve ter no máximo 2000 caracteres' }),
  identification: optionalText(200),
  area: z
    .union([
      z.number(),
      z.string().regex(/^\d+([.,]\d+)?$/, { error: 'A área do terreno deve ser numérica' }),
    ])
    .nullish()
    .transform((value) =>
      value === null || value === undefined || value === ''
        ? null
        : Number(String(value).replace(',', '.')),
    ),
  estimated_value: moneySchema.nullish().transform((value) => value ?? null),
  restrictions: optionalText(1000),
  url_map: optionalSite,
});

export const proposalMultimediaInputSchema = z.object({
  path: requiredString().max(300),
  type: fileKindSchema.default('image'),
  name: optionalText(200),
  original_name: optionalText(300),
});

const common = {
  name: requiredString().max(200, { error: 'Deve ter no máximo 200 caracteres' }),
  description: optionalText(FIELD_LIMITS.projectDescriptionMax),
  responsible_id: idSchema.nullish(),
  contacts: z.array(proposalContactInputSchema).max(10).default([]),
  multimedia: z.array(proposalMultimediaInputSchema).max(30).default([]),
  visibility: z.enum(['restrict', 'public']).default('restrict'),
};

/** Create payload of a public (city) opportunity, exactly as spec 1 §3 writes it. */
export const cityProposalInputSchema = z.object({
  ...common,
  type: z.literal('city'),
  city_id: idSchema,
  address: proposalAddressInputSchema,
  benefits: z
    .array(proposalBenefitInputSchema)
    .min(1, { error: 'Escolha ao menos um incentivo' })
    .max(10),
});

export const companyContactInputSchema = z.object({
  name: optionalText(200),
  email: z
    .union([emailSchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  cell_phone: optionalPhone,
  phone: optionalPhone,
  role: optionalText(200),
  site: optionalSite,
});

const investmentShape = { total: moneySchema, required_investment: moneySchema };

/**
 * The amount sought cannot exceed the project's total. Checked only once both amounts parsed
 * (never on a half-read value), but alongside most other problems of the project.
 */
function requiredWithinTotal<S extends z.ZodType<{ total: number; required_investment: number }>>(
  schema: S,
): S {
  return schema.refine((project) => project.required_investment <= project.total, {
    error: MESSAGES.validation.requiredInvestmentAboveTotal,
    path: ['required_investment'],
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'total' || issue.path?.[0] === 'required_investment',
      ),
  });
}

/** Land the project needs, in m²; places offering only smaller areas are not matched. */
export const requiredAreaSchema = z
  .number({ error: MESSAGES.validation.requiredAreaPositive })
  .positive({ error: MESSAGES.validation.requiredAreaPositive })
  .max(FIELD_LIMITS.projectRequiredAreaMaxM2, { error: MESSAGES.validation.requiredAreaTooLarge })
  .nullish()
  .transform((value) => value ?? null);

/** States the project would go to, each once; none means all of Brazil. */
export const preferredUfsSchema = z
  .array(ufSchema)
  .max(BRAZIL_UFS.length, { error: MESSAGES.validation.tooManyUfs })
  .refine((ufs) => new Set(ufs).size === ufs.length, {
    error: MESSAGES.validation.duplicateUf,
  })
  .nullish()
  .transform((value) => value ?? []);

/** The two amounts of a private opportunity's project, as the form checks them together. */
export const projectInvestmentSchema = requiredWithinTotal(z.object(investmentShape));

/** Create payload of a private (company) opportunity, exactly as spec 1 §3 writes it. */
export const companyProposalInputSchema = z.object({
  ...common,
  type: z.literal('company'),
  city_id: idSchema.nullish(),
  project: requiredWithinTotal(
    z.object({
      ...investmentShape,
      description: requiredString().max(FIELD_LIMITS.projectDescriptionMax, {
        error: `Deve ter no máximo ${FIELD_LIMITS.projectDescriptionMax} caracteres`,
      }),
      category: projectCategorySchema,
      required_area_m2: requiredAreaSchema,
      preferred_ufs: preferredUfsSchema,
      company: z.object({
        name: requiredString().max(200),
        federal_tax_id: cnpjSchema,
        main_activity: z
          .string()
          .trim()
          .regex(/^\d{7}$/, { error: 'Informe a atividade principal (CNAE)' }),
        share_capital: moneySchema.nullish().transform((value) => value ?? null),
        contact: companyContactInputSchema.nullish().transform((value) => value ?? null),
        address: proposalAddressInputSchema.nullish().transform((value) => value ?? null),
      }),
    }),
  ),
});

export const proposalInputSchema = z.discriminatedUnion(
  'type',
  [cityProposalInputSchema, companyProposalInputSchema],
  {
    error: 'Tipo inválido: use city ou company',
  },
);
export type ProposalInput = z.output<typeof proposalInputSchema>;

/** PUT proposals/{id}: the same payload, plus the status choices of the edit screen. */
export const proposalUpdateSchema = z.discriminatedUnion('type', [
  cityProposalInputSchema.extend({ status: z.enum(['open', 'completed', 'lost']).optional() }),
  companyProposalInputSchema.extend({ status: z.enum(['open', 'completed', 'lost']).optional() }),
]);
export type ProposalUpdate = z.output<typeof proposalUpdateSchema>;
