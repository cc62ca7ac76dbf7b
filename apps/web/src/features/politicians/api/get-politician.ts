import type { PoliticianDetail } from '@oportuna/domain/politicians';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET politicians/{id}: one politician with every candidacy of the same person. */
export function getPolitician(id: number, signal?: AbortSignal): Promise<PoliticianDetail> {
  return apiClient.get<PoliticianDetail>(`politicians/${id}`, { signal });
}

export function politicianQueryOptions(id: number) {
  return queryOptions({
    queryKey: politicianKeys.detail(id),
    queryFn: ({ signal }) => getPolitician(id, signal),
  });
}

export function usePolitician(id: number, enabled = true) {
  return useQuery({ ...politicianQueryOptions(id), enabled });
}
