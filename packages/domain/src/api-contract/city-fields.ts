import {
  DEMOGRAPHIC_INDICATORS,
  type DemographicIndicatorKey,
} from '../enums/demographic-indicator.ts';

// Apart from the schemas in cities.ts, so that a screen naming the fields does not load zod.

/** Indicators a city list can filter by range and sort by. */
export const CITY_RANGE_INDICATORS = (
  Object.entries(DEMOGRAPHIC_INDICATORS) as [
    DemographicIndicatorKey,
    { rangeFilterable: boolean; unit: string },
  ][]
)
  .filter(([, definition]) => definition.rangeFilterable && definition.unit !== 'text')
  .map(([key]) => key);

export const CITY_SORT_KEYS = ['id', 'name', 'code', 'uf', ...CITY_RANGE_INDICATORS] as [
  string,
  ...string[],
];

/** Fields the map form may ask for (`fields=id,code,name,latitude,longitude`). */
export const CITY_MAP_FIELDS = [
  'id',
  'code',
  'name',
  'latitude',
  'longitude',
  'uf',
  'is_favorite',
] as const;
