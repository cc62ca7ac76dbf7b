import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/catalogues/catalogue-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

interface PartyRow {
  id: number;
  abbreviation: string;
  name: string;
}

/** GET political-parties */
export function getPoliticalParties(signal?: AbortSignal) {
  return apiClient.get<ListResponse<PartyRow>>('political-parties', {
    query: { page: 1, limit: QUERY_LIMITS.citySelectorFull },
    signal,
  });
}

/** The parties as options (value: id; label: abbreviation and name). */
export async function getPoliticalPartyOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await quietly(getPoliticalParties(signal), signal);
  return rows.map((row) => ({ value: String(row.id), label: `${row.abbreviation} - ${row.name}` }));
}

export function politicalPartyOptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.options('political-parties'),
    queryFn: ({ signal }) => getPoliticalPartyOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function usePoliticalPartyOptions() {
  return useQuery(politicalPartyOptionsQueryOptions());
}
