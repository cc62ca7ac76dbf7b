import { CITY_MAP_FIELDS } from '@oportuna/domain/cities';
import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { getCities } from '../../../lib/api/cities/get-cities.ts';
import { type CityFilters, cityFilterParams } from '../lib/city-filters.ts';

/**
 * GET cities in the light map form (fields=…, limit 6000): every city matching the filters.
 * The drawn polygon is left out, so the points outside it stay visible around it.
 */
export function citiesMapQueryOptions(
  state: Pick<ListState<CityFilters>, 'filters' | 'onlyFavorites'>,
) {
  const params = {
    page: 1,
    limit: QUERY_LIMITS.citiesMap,
    fields: CITY_MAP_FIELDS,
    ...cityFilterParams(state),
  };
  return queryOptions({
    queryKey: cityKeys.list(params),
    queryFn: ({ signal }) => getCities(params, signal),
  });
}

export function useCitiesMap(state: Pick<ListState<CityFilters>, 'filters' | 'onlyFavorites'>) {
  return useQuery(citiesMapQueryOptions(state));
}
