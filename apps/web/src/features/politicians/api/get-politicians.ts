import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { getPoliticians } from '../../../lib/api/politicians/get-politicians.ts';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';
import { type PoliticianFilters, politicianListParams } from '../lib/politician-filters.ts';

export function politiciansQueryOptions(state: ListState<PoliticianFilters>) {
  const params = politicianListParams(state);
  return queryOptions({
    queryKey: politicianKeys.list(params),
    queryFn: ({ signal }) => getPoliticians(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePoliticians(state: ListState<PoliticianFilters>) {
  return useQuery(politiciansQueryOptions(state));
}
