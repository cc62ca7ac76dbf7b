import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface CityRow {
  id: number;
  name: string;
  uf: string;
}

export interface CityOptionsSearch {
  /** State ids the cities must belong to. */
  stateIds: readonly string[];
  search: string;
}

/**
 * How many cities a selector asks for: 800 within the chosen states, 30 per typed search
 * across the country, 1000 when it opens with neither (spec 2 §7).
 */
export function citySelectorLimit({ stateIds, search }: CityOptionsSearch): number {
  if (stateIds.length > 0) return QUERY_LIMITS.citySelectorWithStates;
  if (search.trim() !== '') return QUERY_LIMITS.selector;
  return QUERY_LIMITS.citySelectorFull;
}

/** GET cities in the light map form (id, name, uf), sorted by name. */
export async function getCityOptions(
  params: CityOptionsSearch,
  signal?: AbortSignal,
): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<CityRow>(
    'cities',
    {
      page: 1,
      limit: citySelectorLimit(params),
      fields: ['id', 'name', 'uf'],
      ufs: params.stateIds,
      name: params.search.trim(),
      sort: { name: 'asc' },
    },
    signal,
  );
  return rows.map((row) => ({ value: String(row.id), label: `${row.name} - ${row.uf}` }));
}

export function cityOptionsQueryOptions(params: CityOptionsSearch) {
  return queryOptions({
    queryKey: ['catalogues', 'cities', [...params.stateIds].sort(), params.search.trim()],
    queryFn: ({ signal }) => getCityOptions(params, signal),
    staleTime: CATALOGUE_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useCityOptions(params: CityOptionsSearch, enabled = true) {
  return useQuery({ ...cityOptionsQueryOptions(params), enabled });
}
