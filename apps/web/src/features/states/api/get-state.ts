import type { StateItem } from '@oportuna/domain/states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET states/{id} (with its demographic data). */
export function getState(id: number, signal?: AbortSignal): Promise<StateItem> {
  return apiClient.get<StateItem>(`states/${id}`, { query: { show_demographic_data: 1 }, signal });
}

export function stateQueryOptions(id: number) {
  return queryOptions({
    queryKey: stateKeys.detail(id),
    queryFn: ({ signal }) => getState(id, signal),
  });
}

export function useStateDetail(id: number) {
  return useQuery(stateQueryOptions(id));
}
