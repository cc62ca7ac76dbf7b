import type { QueryParams } from '../../query-string.ts';

/** Every city query starts with 'cities', so a star changed anywhere refreshes them all. */
export const cityKeys = {
  all: ['cities'] as const,
  /** GET cities with these parameters: a list page or the map form. */
  list: (params: QueryParams) => ['cities', 'list', params] as const,
  /** The city selector's options: within some states, or found by name. */
  options: (stateIds: readonly string[], search: string) =>
    ['cities', 'options', stateIds, search] as const,
  /** 'Bauru - SP' for each id a link named. */
  labels: (ids: readonly string[]) => ['cities', 'labels', ids] as const,
  detail: (id: number) => ['cities', 'detail', id] as const,
  ranking: (id: number) => ['cities', 'ranking', id] as const,
  indicatorComparison: (id: number) => ['cities', 'indicator-comparison', id] as const,
  politicalOffices: (id: number) => ['cities', 'political-offices', id] as const,
  politicalParties: (id: number) => ['cities', 'political-parties', id] as const,
};
