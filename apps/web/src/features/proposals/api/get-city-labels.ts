import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { proposalsQueryKey } from './get-proposals.ts';

interface CityRow {
  id: number;
  name: string;
  uf: string;
}

/**
 * GET cities?id=…&fields=id,name,uf: the names of cities a link named by id, labelled as
 * the city selector labels them ('Bauru - SP').
 */
export async function getCityLabels(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const answer = await apiClient.get<ListResponse<CityRow>>('cities', {
    query: { page: 1, limit: ids.length, id: ids, fields: ['id', 'name', 'uf'] },
    signal,
  });
  return new Map(answer.data.map((row) => [String(row.id), `${row.name} - ${row.uf}`]));
}

export function cityLabelsQueryOptions(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'city-labels', sorted],
    queryFn: ({ signal }) => getCityLabels(sorted, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
