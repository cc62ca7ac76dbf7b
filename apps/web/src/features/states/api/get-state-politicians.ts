import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPoliticians } from '../../../lib/api/politicians/get-politicians.ts';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';

export const MAIN_POLITICIANS_LIMIT = 6;

/** GET politicians?state={id}, most important offices first: the state's main names. */
export function statePoliticiansQueryOptions(id: number) {
  const { key, order } = SORT_DEFAULTS.cityPoliticians;
  const params = { state: id, page: 1, limit: MAIN_POLITICIANS_LIMIT, sort: { [key]: order } };
  return queryOptions({
    queryKey: politicianKeys.list(params),
    queryFn: ({ signal }) => getPoliticians(params, signal),
  });
}

export function useStatePoliticians(id: number) {
  return useQuery(statePoliticiansQueryOptions(id));
}
