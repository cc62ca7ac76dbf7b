import { queryOptions } from '@tanstack/react-query';
import {
  CITY_OPTION_FIELDS,
  cityOptionLabel,
} from '../../../components/selectors/api/get-city-options.ts';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { getCities } from '../../../lib/api/cities/get-cities.ts';

/**
 * GET cities?id=…&fields=id,name,uf: the names of cities a link named by id, labelled as
 * the city selector labels them ('Bauru - SP').
 */
export async function getCityLabels(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const answer = await getCities(
    { page: 1, limit: ids.length, id: ids, fields: CITY_OPTION_FIELDS },
    signal,
  );
  return new Map(answer.data.map((row) => [String(row.id), cityOptionLabel(row)]));
}

export function cityLabelsQueryOptions(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: cityKeys.labels(sorted),
    queryFn: ({ signal }) => getCityLabels(sorted, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
