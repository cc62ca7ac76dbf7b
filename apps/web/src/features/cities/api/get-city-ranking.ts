import type { PlaceRanking } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}/ranking */
export function getCityRanking(id: number, signal?: AbortSignal): Promise<PlaceRanking> {
  return apiClient.get<PlaceRanking>(`cities/${id}/ranking`, { signal });
}

export function cityRankingQueryOptions(id: number) {
  return queryOptions({
    queryKey: cityKeys.ranking(id),
    queryFn: ({ signal }) => getCityRanking(id, signal),
  });
}

export function useCityRanking(id: number) {
  return useQuery(cityRankingQueryOptions(id));
}
