import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface StateRow {
  id: number;
  name: string;
  uf: string;
}

/** GET states?limit=30&sort[name]=asc: the 27 states as options (value: id). */
export async function getStateOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<StateRow>(
    'states',
    { page: 1, limit: QUERY_LIMITS.selector, sort: { name: 'asc' } },
    signal,
  );
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

export function stateOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogues', 'states'],
    queryFn: ({ signal }) => getStateOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function useStateOptions() {
  return useQuery(stateOptionsQueryOptions());
}
