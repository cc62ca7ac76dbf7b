import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/catalogues/catalogue-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

interface OfficeRow {
  id: number;
  description: string;
}

/** GET political-offices, in order of importance. */
export function getPoliticalOffices(signal?: AbortSignal) {
  return apiClient.get<ListResponse<OfficeRow>>('political-offices', {
    query: { page: 1, limit: QUERY_LIMITS.vocations },
    signal,
  });
}

/** The political offices as options (value: id). */
export async function getPoliticalOfficeOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await quietly(getPoliticalOffices(signal), signal);
  return rows.map((row) => ({ value: String(row.id), label: row.description }));
}

export function politicalOfficeOptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.options('political-offices'),
    queryFn: ({ signal }) => getPoliticalOfficeOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function usePoliticalOfficeOptions() {
  return useQuery(politicalOfficeOptionsQueryOptions());
}
