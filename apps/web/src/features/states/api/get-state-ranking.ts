import type { PlaceRanking } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET states/{id}/ranking */
export function getStateRanking(id: number, signal?: AbortSignal): Promise<PlaceRanking> {
  return apiClient.get<PlaceRanking>(`states/${id}/ranking`, { signal });
}

export function stateRankingQueryOptions(id: number) {
  return queryOptions({
    queryKey: stateKeys.ranking(id),
    queryFn: ({ signal }) => getStateRanking(id, signal),
  });
}

export function useStateRanking(id: number) {
  return useQuery(stateRankingQueryOptions(id));
}
