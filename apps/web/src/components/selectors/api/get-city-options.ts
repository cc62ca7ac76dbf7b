import type { CityMapItem } from '@oportuna/domain/cities';
import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { getCities } from '../../../lib/api/cities/get-cities.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

export interface CityOptionsSearch {
  /** State ids the cities must belong to. */
  stateIds: readonly string[];
  search: string;
}

/** The fields a city option is made of. */
export const CITY_OPTION_FIELDS = ['id', 'name', 'uf'] as const;

/** 'Bauru - SP' */
export function cityOptionLabel(city: Required<Pick<CityMapItem, 'name' | 'uf'>>): string {
  return `${city.name} - ${city.uf}`;
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

/** GET cities in the light form (id, name, uf), sorted by name. */
export async function getCityOptions(
  params: CityOptionsSearch,
  signal?: AbortSignal,
): Promise<SelectOption[]> {
  const request = getCities(
    {
      page: 1,
      limit: citySelectorLimit(params),
      fields: CITY_OPTION_FIELDS,
      ufs: params.stateIds,
      name: params.search.trim(),
      sort: { name: 'asc' },
    },
    signal,
  );
  const rows = await quietly(request, signal);
  return rows.map((row) => ({ value: String(row.id), label: cityOptionLabel(row) }));
}

export function cityOptionsQueryOptions(params: CityOptionsSearch) {
  return queryOptions({
    queryKey: cityKeys.options([...params.stateIds].sort(), params.search.trim()),
    queryFn: ({ signal }) => getCityOptions(params, signal),
    staleTime: CATALOGUE_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useCityOptions(params: CityOptionsSearch, enabled = true) {
  return useQuery({ ...cityOptionsQueryOptions(params), enabled });
}
