import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../../components/selectors/options.ts';
import { catalogueKeys } from '../../../../lib/api/catalogues/catalogue-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';

interface ActivityRow {
  code: string;
  text: string;
}

export const activityLabel = (code: string, text: string) => `${code} - ${text}`;

/** GET activities?term=&limit=1500: the whole CNAE list, searched in the select. */
export async function getActivities(signal?: AbortSignal): Promise<SelectOption[]> {
  try {
    const response = await apiClient.get<{ data: ActivityRow[] }>('activities', {
      query: { term: '', limit: QUERY_LIMITS.activities },
      signal,
    });
    return response.data.map((row) => ({
      value: row.code,
      label: activityLabel(row.code, row.text),
    }));
  } catch (error) {
    // Selector catalogues fail quietly (spec 1 §8): logged, and the select offers nothing.
    if (signal?.aborted) throw error;
    console.error(error);
    return [];
  }
}

export function activitiesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.list('activities'),
    queryFn: ({ signal }) => getActivities(signal),
    staleTime: 10 * 60_000,
  });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
