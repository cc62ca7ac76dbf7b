import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/catalogues/catalogue-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

interface VocationRow {
  id: number;
  slug: string;
  description: string;
}

/** GET regional-vocations?limit=50 */
export function getRegionalVocations(signal?: AbortSignal) {
  return apiClient.get<ListResponse<VocationRow>>('regional-vocations', {
    query: { page: 1, limit: QUERY_LIMITS.vocations },
    signal,
  });
}

/** The regional vocations as options (value: id). */
export async function getVocationOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await quietly(getRegionalVocations(signal), signal);
  return rows.map((row) => ({ value: String(row.id), label: row.description }));
}

export function vocationOptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.options('regional-vocations'),
    queryFn: ({ signal }) => getVocationOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function useVocationOptions() {
  return useQuery(vocationOptionsQueryOptions());
}
