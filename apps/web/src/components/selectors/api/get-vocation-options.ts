import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface VocationRow {
  id: number;
  slug: string;
  description: string;
}

/** GET regional-vocations?limit=50 (value: id). */
export async function getVocationOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<VocationRow>(
    'regional-vocations',
    { page: 1, limit: QUERY_LIMITS.vocations },
    signal,
  );
  return rows.map((row) => ({ value: String(row.id), label: row.description }));
}

export function vocationOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogues', 'regional-vocations'],
    queryFn: ({ signal }) => getVocationOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function useVocationOptions() {
  return useQuery(vocationOptionsQueryOptions());
}
