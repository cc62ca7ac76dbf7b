import type { PossibleLinks } from '@oportuna/domain/possible-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET politicians/{id}/possible-links: companies with a partner of the same name and state. */
export function getPoliticianPossibleLinks(id: number, signal?: AbortSignal) {
  return apiClient.get<PossibleLinks>(`politicians/${id}/possible-links`, { signal });
}

export function politicianPossibleLinksQueryOptions(id: number) {
  return queryOptions({
    queryKey: politicianKeys.possibleLinks(id),
    queryFn: ({ signal }) => getPoliticianPossibleLinks(id, signal),
  });
}

export function usePoliticianPossibleLinks(id: number, enabled = true) {
  return useQuery({ ...politicianPossibleLinksQueryOptions(id), enabled });
}
