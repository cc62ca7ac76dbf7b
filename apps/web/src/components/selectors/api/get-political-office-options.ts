import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface OfficeRow {
  id: number;
  description: string;
}

/** GET political-offices, in order of importance (value: id). */
export async function getPoliticalOfficeOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<OfficeRow>(
    'political-offices',
    { page: 1, limit: QUERY_LIMITS.vocations },
    signal,
  );
  return rows.map((row) => ({ value: String(row.id), label: row.description }));
}

export function politicalOfficeOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogues', 'political-offices'],
    queryFn: ({ signal }) => getPoliticalOfficeOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function usePoliticalOfficeOptions() {
  return useQuery(politicalOfficeOptionsQueryOptions());
}
