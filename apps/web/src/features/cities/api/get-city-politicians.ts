import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** How many names the elected-politicians block lists. */
export const MAIN_POLITICIANS_LIMIT = 6;

/** GET politicians?city={id}, most important offices first: the city's main political names. */
export function getCityPoliticians(id: number, signal?: AbortSignal) {
  const { key, order } = SORT_DEFAULTS.cityPoliticians;
  return apiClient.get<ListResponse<PoliticianItem>>('politicians', {
    query: { city: id, page: 1, limit: MAIN_POLITICIANS_LIMIT, sort: { [key]: order } },
    signal,
  });
}

export function cityPoliticiansQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['cities', 'politicians', id],
    queryFn: ({ signal }) => getCityPoliticians(id, signal),
  });
}

export function useCityPoliticians(id: number) {
  return useQuery(cityPoliticiansQueryOptions(id));
}
