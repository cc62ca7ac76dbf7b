import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type CityFilters, cityFilterParams } from '../lib/city-filters.ts';
import { citiesQueryKey } from './get-cities.ts';

/**
 * The map form's fields: the domain's CITY_MAP_FIELDS, spelt out so that the cities
 * contract (and its zod schemas) stays out of the bundle; city-filters.test.ts compares them.
 */
export const CITY_MAP_FIELDS = [
  'id',
  'code',
  'name',
  'latitude',
  'longitude',
  'uf',
  'is_favorite',
] as const;

export interface CityMapItem {
  id: number;
  code: number;
  name: string;
  latitude: number;
  longitude: number;
  uf: string;
  is_favorite: boolean;
}

/**
 * GET cities in the light map form (fields=…, limit 6000): every city matching the filters.
 * The drawn polygon is left out, so the points outside it stay visible around it.
 */
export function getCitiesMap(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<CityMapItem>>('cities', { query: params, signal });
}

export function citiesMapQueryOptions(
  state: Pick<ListState<CityFilters>, 'filters' | 'onlyFavorites'>,
) {
  const params: QueryParams = {
    page: 1,
    limit: QUERY_LIMITS.citiesMap,
    fields: CITY_MAP_FIELDS,
    ...cityFilterParams(state),
  };
  return queryOptions({
    queryKey: [...citiesQueryKey, 'map', params],
    queryFn: ({ signal }) => getCitiesMap(params, signal),
  });
}

export function useCitiesMap(state: Pick<ListState<CityFilters>, 'filters' | 'onlyFavorites'>) {
  return useQuery(citiesMapQueryOptions(state));
}
