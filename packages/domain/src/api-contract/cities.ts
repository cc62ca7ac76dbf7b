import { z } from 'zod';
import { DEMOGRAPHIC_INDICATOR_UNITS } from '../enums/demographic-indicator.ts';
import { CITY_MAP_FIELDS, CITY_RANGE_INDICATORS, CITY_SORT_KEYS } from './city-fields.ts';
import { listQuerySchema } from './list-query.ts';
import {
  commaListParam,
  flagParam,
  idListParam,
  polygonParam,
  rangeParam,
} from './query-params.ts';
import {
  coordinatesSchema,
  indicatorValueSchema,
  leaderSchema,
  proposalCountersSchema,
  stateRefSchema,
} from './territory-items.ts';

const rangeFilters = Object.fromEntries(
  CITY_RANGE_INDICATORS.map((key) => [key, rangeParam.optional()]),
) as Record<string, z.ZodOptional<typeof rangeParam>>;

export const citiesQuerySchema = listQuerySchema(
  {
    fields: commaListParam(z.enum(CITY_MAP_FIELDS), 'Campos inválidos').optional(),
    show_demographic_data: flagParam.optional(),
    only_favorites: flagParam.optional(),
    only_customer: flagParam.optional(),
    ufs: idListParam.optional(),
    id: idListParam.optional(),
    vocation: idListParam.optional(),
    incentives: commaListParam(z.string().regex(/^[a-z]+$/), 'Incentivos inválidos').optional(),
    coordinates_polygon: polygonParam.optional(),
    name: z.string().trim().max(100, { error: 'Nome muito longo' }).optional(),
    code: z.coerce
      .number({ error: 'Código IBGE inválido' })
      .int()
      .min(1000000)
      .max(9999999)
      .optional(),
    liberdade_economica: flagParam.optional(),
    bioma: commaListParam(z.string().min(2), 'Biomas inválidos').optional(),
    ...rangeFilters,
  },
  { sortKeys: CITY_SORT_KEYS, defaultLimit: 25, maxLimit: 6000, formats: ['json', 'csv', 'xlsx'] },
);
export type CitiesQuery = z.output<typeof citiesQuerySchema>;

export const cityListItemSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  state: stateRefSchema,
  is_capital: z.boolean(),
  is_favorite: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  coordinates: coordinatesSchema,
  mayor: leaderSchema.nullable(),
  featured_image: z.string().nullable(),
  wiki_description: z.string().nullable(),
  summary: z.string().nullable(),
  counters: z.object({ proposals: proposalCountersSchema }),
  has_permission_to_edit: z.boolean(),
  population: z.number().nullable(),
  ideb: z.number().nullable(),
  idhm: z.number().nullable(),
  revenues: z.number().nullable(),
  expenses: z.number().nullable(),
  pib_per_capita: z.number().nullable(),
  vocations: z.array(z.string()),
  benefits: z.array(z.string()),
  demographic_data: z.array(indicatorValueSchema).optional(),
});
export type CityListItem = z.infer<typeof cityListItemSchema>;

/** The light item of the map form. */
export const cityMapItemSchema = z.strictObject({
  id: z.number().int().optional(),
  code: z.number().int().optional(),
  name: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  uf: z.string().optional(),
  is_favorite: z.boolean().optional(),
});
export type CityMapItem = z.infer<typeof cityMapItemSchema>;

/** GET cities/{id}/indicator-comparison: a main indicator beside its state's and Brazil's medians. */
export const indicatorComparisonSchema = z.object({
  indicator: z.string(),
  label: z.string(),
  unit: z.enum(DEMOGRAPHIC_INDICATOR_UNITS),
  city: z.number().nullable(),
  state_median: z.number().nullable(),
  brazil_median: z.number().nullable(),
});
export type IndicatorComparison = z.infer<typeof indicatorComparisonSchema>;
