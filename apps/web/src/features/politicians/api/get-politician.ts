import type { PoliticianDetail } from '@oportuna/domain/politicians';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { politiciansQueryKey } from './get-politicians.ts';

/** GET politicians/{id}: one politician with every candidacy of the same person. */
export function getPolitician(id: number, signal?: AbortSignal): Promise<PoliticianDetail> {
  return apiClient.get<PoliticianDetail>(`politicians/${id}`, { signal });
}

// Under the list's key, so that a star changed here or there refreshes both.
export function politicianQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...politiciansQueryKey, 'detail', id],
    queryFn: ({ signal }) => getPolitician(id, signal),
  });
}

export function usePolitician(id: number, enabled = true) {
  return useQuery({ ...politicianQueryOptions(id), enabled });
}
