import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPoliticians } from '../../../lib/api/politicians/get-politicians.ts';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';

/** How many names the elected-politicians block lists. */
export const MAIN_POLITICIANS_LIMIT = 6;

/** GET politicians?city={id}, most important offices first: the city's main political names. */
export function cityPoliticiansQueryOptions(id: number) {
  const { key, order } = SORT_DEFAULTS.cityPoliticians;
  const params = { city: id, page: 1, limit: MAIN_POLITICIANS_LIMIT, sort: { [key]: order } };
  return queryOptions({
    queryKey: politicianKeys.list(params),
    queryFn: ({ signal }) => getPoliticians(params, signal),
  });
}

export function useCityPoliticians(id: number) {
  return useQuery(cityPoliticiansQueryOptions(id));
}
