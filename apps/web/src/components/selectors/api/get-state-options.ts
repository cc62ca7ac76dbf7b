import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { StateItem } from '@oportuna/domain/states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStates } from '../../../lib/api/states/get-states.ts';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

export type StateRow = Pick<StateItem, 'id' | 'name' | 'uf'>;

/** GET states?limit=30&sort[name]=asc: the 27 states by name, with their UF. */
export async function getStateCatalogue(signal?: AbortSignal): Promise<StateRow[]> {
  const request = getStates(
    { page: 1, limit: QUERY_LIMITS.selector, sort: { name: 'asc' } },
    signal,
  );
  const rows = await quietly(request, signal);
  return rows.map(({ id, name, uf }) => ({ id, name, uf }));
}

export function stateCatalogueQueryOptions() {
  return queryOptions({
    queryKey: stateKeys.catalogue(),
    queryFn: ({ signal }) => getStateCatalogue(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

/** A state as a selector offers it (value: id). */
export function stateOptions(rows: StateRow[]): SelectOption[] {
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

export function useStateCatalogue() {
  return useQuery(stateCatalogueQueryOptions());
}

export function useStateOptions() {
  return useQuery({ ...stateCatalogueQueryOptions(), select: stateOptions });
}
