import { z } from 'zod';
import { projectCategorySchema } from '../enums/enum-schemas.ts';
import { MATCH_CRITERIA, MATCH_WEIGHT_MAX } from '../enums/match-criteria.ts';
import { PROJECT_CATEGORIES } from '../enums/project-category.ts';
import { PAGE_ERROR_MESSAGE } from './pagination-query.ts';
import { flagParam, idListParam } from './query-params.ts';

export const BRAZIL_REGIONS = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

const pageError = { error: PAGE_ERROR_MESSAGE };
const MATCH_PAGE_LIMIT = 100;
const limitError = { error: `Limite deve ser um número inteiro entre 1 e ${MATCH_PAGE_LIMIT}` };

/** Places that fit a private opportunity: a page of the ranking, narrowed by state or region. */
export const placeMatchesQuerySchema = z.strictObject({
  page: z.coerce.number(pageError).int(pageError).min(1, pageError).default(1),
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(MATCH_PAGE_LIMIT, limitError)
    .default(20),
  ufs: idListParam.optional(),
  region: z.enum(BRAZIL_REGIONS, { error: 'Região inválida' }).optional(),
  /** Also list, after the ranking, the places a hard condition leaves out, with why. */
  include_excluded: flagParam.optional(),
});
export type PlaceMatchesQuery = z.output<typeof placeMatchesQuerySchema>;

export const matchCriterionSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  /** The weight this place's score used, in %, after missing criteria were left out. */
  weight: z.number(),
  /** The value behind the criterion (a quotient, m², km, a count); null when missing. */
  value: z.number().nullable(),
  normalized: z.number().nullable(),
  missing: z.boolean(),
  /** Points of the 0–100 score this criterion accounts for; they add up to the score. */
  contribution: z.number(),
  items: z.array(z.object({ label: z.string(), detail: z.string().nullable() })),
});

export const matchExclusionSchema = z.discriminatedUnion('condition', [
  z.object({ condition: z.literal('preferred_states'), ufs: z.array(z.string()) }),
  z.object({
    condition: z.literal('required_area'),
    required_m2: z.number(),
    largest_m2: z.number(),
  }),
]);

export const placeMatchSchema = z.object({
  rank: z.number().int().nullable(),
  score: z.number(),
  city: z.object({
    id: z.number().int(),
    code: z.number().int(),
    name: z.string(),
    state: z.object({ id: z.number().int(), uf: z.string(), name: z.string(), region: z.string() }),
  }),
  has_profile: z.boolean(),
  excluded_by: z.array(matchExclusionSchema),
  criteria: z.array(matchCriterionSchema),
  open_opportunities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

export const matchWeightsSchema = z.object(
  Object.fromEntries(MATCH_CRITERIA.map((c) => [c, z.number()])) as Record<
    (typeof MATCH_CRITERIA)[number],
    z.ZodNumber
  >,
);

export const placeMatchesResponseSchema = z.object({
  data: z.array(placeMatchSchema),
  /** Places ranked (hard conditions met) under the state or region filter. */
  total: z.number().int().nonnegative(),
  /** Places a hard condition leaves out, under the same filter. */
  excluded: z.number().int().nonnegative(),
  project: z.object({
    id: z.number().int(),
    category: projectCategorySchema,
    division: z.object({ code: z.number().int(), name: z.string() }).nullable(),
  }),
  weights: z.object({ source: z.enum(['category', 'user']), values: matchWeightsSchema }),
  /** The data the bounds come from: the latest indicator year and the Receita release. */
  sources: z.object({
    indicators_year: z.number().int().nullable(),
    registry_release: z.string().nullable(),
  }),
});
export type PlaceMatchesResponse = z.infer<typeof placeMatchesResponseSchema>;

const WEIGHT_ERROR = `Cada peso deve ser um número inteiro de 0 a ${MATCH_WEIGHT_MAX}`;
const weightInput = z
  .number({ error: WEIGHT_ERROR })
  .int({ error: WEIGHT_ERROR })
  .min(0, { error: WEIGHT_ERROR })
  .max(MATCH_WEIGHT_MAX, { error: WEIGHT_ERROR });

/** A user's own weights for one category: every criterion, at least one above zero. */
export const matchWeightsInputSchema = z
  .strictObject(
    Object.fromEntries(MATCH_CRITERIA.map((c) => [c, weightInput])) as Record<
      (typeof MATCH_CRITERIA)[number],
      typeof weightInput
    >,
    { error: 'Informe um peso para cada critério' },
  )
  .refine((weights) => Object.values(weights).some((weight) => weight > 0), {
    error: 'Dê peso a pelo menos um critério',
  });
export type MatchWeightsInput = z.infer<typeof matchWeightsInputSchema>;

export const matchCategoryParams = z.object({
  category: z.enum(PROJECT_CATEGORIES, { error: 'Categoria de projeto inválida' }),
});

/** The weights each category scores with for the signed-in user, and the defaults. */
export const userMatchWeightsSchema = z.object({
  data: z.array(
    z.object({
      category: projectCategorySchema,
      source: z.enum(['category', 'user']),
      weights: matchWeightsSchema,
      defaults: matchWeightsSchema,
    }),
  ),
});
export type UserMatchWeights = z.infer<typeof userMatchWeightsSchema>;

/** Private opportunities that fit a place: a page of the ranking. */
export const projectMatchesQuerySchema = z.strictObject({
  page: z.coerce.number(pageError).int(pageError).min(1, pageError).default(1),
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(MATCH_PAGE_LIMIT, limitError)
    .default(20),
  include_excluded: flagParam.optional(),
});
export type ProjectMatchesQuery = z.output<typeof projectMatchesQuerySchema>;

export const projectMatchSchema = z.object({
  rank: z.number().int().nullable(),
  score: z.number(),
  proposal: z.object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string().nullable(),
    category: projectCategorySchema,
    total: z.number().nullable(),
    division: z.object({ code: z.number().int(), name: z.string() }).nullable(),
  }),
  /** Whose weights scored it: the viewer's own for its category, or the category's. */
  weights_source: z.enum(['category', 'user']),
  excluded_by: z.array(matchExclusionSchema),
  criteria: z.array(matchCriterionSchema),
});
export type ProjectMatch = z.infer<typeof projectMatchSchema>;

const matchedPlaceSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  uf: z.string(),
  has_profile: z.boolean(),
});

export const projectMatchesResponseSchema = z.object({
  data: z.array(projectMatchSchema),
  /** Opportunities the viewer may read that meet the place's hard conditions. */
  total: z.number().int().nonnegative(),
  excluded: z.number().int().nonnegative(),
  place: matchedPlaceSchema,
});
export type ProjectMatchesResponse = z.infer<typeof projectMatchesResponseSchema>;

/** A private opportunity that fits a state: scored by the state's municipality that fits it best. */
export const stateProjectMatchSchema = projectMatchSchema.extend({ place: matchedPlaceSchema });
export type StateProjectMatch = z.infer<typeof stateProjectMatchSchema>;

export const stateProjectMatchesResponseSchema = z.object({
  data: z.array(stateProjectMatchSchema),
  /** Opportunities the viewer may read that some municipality of the state can host. */
  total: z.number().int().nonnegative(),
  excluded: z.number().int().nonnegative(),
  state: z.object({ id: z.number().int(), uf: z.string(), name: z.string() }),
});
export type StateProjectMatchesResponse = z.infer<typeof stateProjectMatchesResponseSchema>;
