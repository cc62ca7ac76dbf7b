import type { CityListItem } from '@oportuna/domain/cities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}?show_demographic_data=1 */
export function getCity(id: number, signal?: AbortSignal): Promise<CityListItem> {
  return apiClient.get<CityListItem>(`cities/${id}`, {
    query: { show_demographic_data: 1 },
    signal,
  });
}

export function cityQueryOptions(id: number) {
  return queryOptions({
    queryKey: cityKeys.detail(id),
    queryFn: ({ signal }) => getCity(id, signal),
  });
}

export function useCity(id: number) {
  return useQuery(cityQueryOptions(id));
}
