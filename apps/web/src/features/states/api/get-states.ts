import type { ListResponse } from '@oportuna/domain/lists';
import type { StateItem } from '@oportuna/domain/states';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type StateFilters, stateListParams } from '../lib/state-filters.ts';

export type StatesResponse = ListResponse<StateItem>;

/** GET states: one page of the state list. */
export function getStates(params: QueryParams, signal?: AbortSignal): Promise<StatesResponse> {
  return apiClient.get<StatesResponse>('states', { query: params, signal });
}

export const statesQueryKey = ['states'] as const;

export function statesQueryOptions(state: ListState<StateFilters>) {
  const params = stateListParams(state);
  return queryOptions({
    queryKey: [...statesQueryKey, 'list', params],
    queryFn: ({ signal }) => getStates(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStates(state: ListState<StateFilters>) {
  return useQuery(statesQueryOptions(state));
}
