/** GET cities and a city's own answers. */
export type {
  CitiesQuery,
  CityListItem,
  CityMapItem,
  IndicatorComparison,
} from '../api-contract/cities.ts';
export {
  citiesQuerySchema,
  cityListItemSchema,
  cityMapItemSchema,
  indicatorComparisonSchema,
} from '../api-contract/cities.ts';
export {
  CITY_MAP_FIELDS,
  CITY_RANGE_INDICATORS,
  CITY_SORT_KEYS,
} from '../api-contract/city-fields.ts';
