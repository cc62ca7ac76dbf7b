import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { getCities } from '../../../lib/api/cities/get-cities.ts';
import { type CityFilters, cityListParams } from '../lib/city-filters.ts';

export function citiesQueryOptions(state: ListState<CityFilters>) {
  const params = cityListParams(state);
  return queryOptions({
    queryKey: cityKeys.list(params),
    queryFn: ({ signal }) => getCities(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCities(state: ListState<CityFilters>) {
  return useQuery(citiesQueryOptions(state));
}
