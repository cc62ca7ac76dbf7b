import { z } from 'zod';
import { benefitTypeSchema, projectCategorySchema } from '../enums/enum-schemas.ts';
import { idParam } from './id-schemas.ts';
import { matchCriterionSchema, matchExclusionSchema, matchWeightsSchema } from './matching.ts';
import { commaListParam } from './query-params.ts';

export const COMPARE_MIN_PLACES = 2;
export const COMPARE_MAX_PLACES = 4;

/** The indicators a comparison shows beside their national median: those the match reads. */
export const COMPARE_INDICATORS = [
  'population',
  'employed_share',
  'salary',
  'schooling',
  'ideb',
  'idhm',
  'revenue_per_capita',
  'expense_per_capita',
] as const;
export type CompareIndicator = (typeof COMPARE_INDICATORS)[number];

export const COMPARE_PLACES_MESSAGE = `Compare de ${COMPARE_MIN_PLACES} a ${COMPARE_MAX_PLACES} localidades`;
export const COMPARE_REPEATED_MESSAGE = 'Cada localidade só pode aparecer uma vez na comparação';
export const COMPARE_UNKNOWN_CITY_MESSAGE = 'Município não encontrado';

/** `cities=12,34[,56,78]`: two to four distinct municipalities; `proposal`: a private project. */
export const compareQuerySchema = z.strictObject({
  cities: commaListParam(
    idParam,
    'Informe os municípios por identificadores numéricos separados por vírgula',
  )
    .refine((ids) => ids.length >= COMPARE_MIN_PLACES && ids.length <= COMPARE_MAX_PLACES, {
      error: COMPARE_PLACES_MESSAGE,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: COMPARE_REPEATED_MESSAGE }),
  proposal: idParam.optional(),
});
export type CompareQuery = z.output<typeof compareQuerySchema>;

const compareIndicatorSchema = z.enum(COMPARE_INDICATORS);

export const comparedPlaceSchema = z.object({
  city: z.object({
    id: z.number().int(),
    code: z.number().int(),
    name: z.string(),
    state: z.object({ id: z.number().int(), uf: z.string(), name: z.string(), region: z.string() }),
  }),
  /** False: "perfil não cadastrado", no locality profile; indicators still come from IBGE. */
  has_profile: z.boolean(),
  /** Each indicator of COMPARE_INDICATORS, in that order; value null when not published. */
  indicators: z.array(
    z.object({
      indicator: compareIndicatorSchema,
      value: z.number().nullable(),
      year: z.number().int().nullable(),
    }),
  ),
  /** The incentives of the locality profile. */
  incentives: z.array(
    z.object({
      type: benefitTypeSchema,
      description: z.string().nullable(),
      area_m2: z.number().nullable(),
    }),
  ),
  /** The area of the profile's industrial area polygon, m²; null when none is drawn. */
  industrial_area_m2: z.number().nullable(),
  open_opportunities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The place's score for the chosen project, as "Localidades compatíveis" computes it. */
  match: z
    .object({
      score: z.number(),
      excluded_by: z.array(matchExclusionSchema),
      criteria: z.array(matchCriterionSchema),
    })
    .nullable(),
});
export type ComparedPlace = z.infer<typeof comparedPlaceSchema>;

export const compareResponseSchema = z.object({
  places: z.array(comparedPlaceSchema),
  /** The median over all municipalities of each indicator, with the latest year of its data. */
  medians: z.array(
    z.object({
      indicator: compareIndicatorSchema,
      value: z.number().nullable(),
      year: z.number().int().nullable(),
    }),
  ),
  project: z
    .object({
      id: z.number().int(),
      name: z.string(),
      category: projectCategorySchema,
      division: z.object({ code: z.number().int(), name: z.string() }).nullable(),
      weights: z.object({ source: z.enum(['category', 'user']), values: matchWeightsSchema }),
    })
    .nullable(),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
