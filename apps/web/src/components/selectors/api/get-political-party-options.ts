import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface PartyRow {
  id: number;
  abbreviation: string;
  name: string;
}

/** GET political-parties (value: id; label: abbreviation and name). */
export async function getPoliticalPartyOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<PartyRow>(
    'political-parties',
    { page: 1, limit: QUERY_LIMITS.citySelectorFull },
    signal,
  );
  return rows.map((row) => ({ value: String(row.id), label: `${row.abbreviation} - ${row.name}` }));
}

export function politicalPartyOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogues', 'political-parties'],
    queryFn: ({ signal }) => getPoliticalPartyOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function usePoliticalPartyOptions() {
  return useQuery(politicalPartyOptionsQueryOptions());
}
