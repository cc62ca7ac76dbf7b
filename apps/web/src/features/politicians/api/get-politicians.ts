import type { ListResponse } from '@oportuna/domain/lists';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type PoliticianFilters, politicianListParams } from '../lib/politician-filters.ts';

export type PoliticiansResponse = ListResponse<PoliticianItem>;

/** GET politicians: one page of the search. */
export function getPoliticians(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<PoliticiansResponse> {
  return apiClient.get<PoliticiansResponse>('politicians', { query: params, signal });
}

export const politiciansQueryKey = ['politicians'] as const;

export function politiciansQueryOptions(state: ListState<PoliticianFilters>) {
  const params = politicianListParams(state);
  return queryOptions({
    queryKey: [...politiciansQueryKey, 'list', params],
    queryFn: ({ signal }) => getPoliticians(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePoliticians(state: ListState<PoliticianFilters>) {
  return useQuery(politiciansQueryOptions(state));
}
