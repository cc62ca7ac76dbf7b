import type { CityListItem } from '@oportuna/domain/cities';
import type { ListResponse } from '@oportuna/domain/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type CityFilters, cityListParams } from '../lib/city-filters.ts';

export type CitiesResponse = ListResponse<CityListItem>;

/** GET cities: one page of the list, with filters, polygon and ordering. */
export function getCities(params: QueryParams, signal?: AbortSignal): Promise<CitiesResponse> {
  return apiClient.get<CitiesResponse>('cities', { query: params, signal });
}

export const citiesQueryKey = ['cities'] as const;

export function citiesQueryOptions(state: ListState<CityFilters>) {
  const params = cityListParams(state);
  return queryOptions({
    queryKey: [...citiesQueryKey, 'list', params],
    queryFn: ({ signal }) => getCities(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCities(state: ListState<CityFilters>) {
  return useQuery(citiesQueryOptions(state));
}
