import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const MAIN_POLITICIANS_LIMIT = 6;

/** GET politicians?state={id}, most important offices first: the state's main names. */
export function getStatePoliticians(id: number, signal?: AbortSignal) {
  const { key, order } = SORT_DEFAULTS.cityPoliticians;
  return apiClient.get<ListResponse<PoliticianItem>>('politicians', {
    query: { state: id, page: 1, limit: MAIN_POLITICIANS_LIMIT, sort: { [key]: order } },
    signal,
  });
}

export function statePoliticiansQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['states', 'politicians', id],
    queryFn: ({ signal }) => getStatePoliticians(id, signal),
  });
}

export function useStatePoliticians(id: number) {
  return useQuery(statePoliticiansQueryOptions(id));
}
