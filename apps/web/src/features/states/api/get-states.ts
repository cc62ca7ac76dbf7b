import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { getStates } from '../../../lib/api/states/get-states.ts';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { type StateFilters, stateListParams } from '../lib/state-filters.ts';

export function statesQueryOptions(state: ListState<StateFilters>) {
  const params = stateListParams(state);
  return queryOptions({
    queryKey: stateKeys.list(params),
    queryFn: ({ signal }) => getStates(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStates(state: ListState<StateFilters>) {
  return useQuery(statesQueryOptions(state));
}
