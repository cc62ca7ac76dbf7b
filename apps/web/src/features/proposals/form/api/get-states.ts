import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { proposalFormKeys } from './proposal-form-keys.ts';

export interface StateRow {
  id: number;
  name: string;
  uf: string;
}

/** GET states?limit=30: the states with their UF, which postal codes and companies answer with. */
export async function getStates(signal?: AbortSignal): Promise<StateRow[]> {
  try {
    const response = await apiClient.get<ListResponse<StateRow>>('states', {
      query: { page: 1, limit: QUERY_LIMITS.selector, sort: { name: 'asc' } },
      signal,
    });
    return response.data.map(({ id, name, uf }) => ({ id, name, uf }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(error);
    return [];
  }
}

export function statesQueryOptions() {
  return queryOptions({
    queryKey: [...proposalFormKeys.lookups, 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: 10 * 60_000,
  });
}

export function useStates() {
  return useQuery(statesQueryOptions());
}
