import type { QueryParams } from '../../query-string.ts';

/** Every state query starts with 'states', so a star changed anywhere refreshes them all. */
export const stateKeys = {
  all: ['states'] as const,
  list: (params: QueryParams) => ['states', 'list', params] as const,
  /** The 27 states by name, as selectors and forms offer them. */
  catalogue: () => ['states', 'catalogue'] as const,
  detail: (id: number) => ['states', 'detail', id] as const,
  ranking: (id: number) => ['states', 'ranking', id] as const,
  politicalOffices: (id: number) => ['states', 'political-offices', id] as const,
  politicalParties: (id: number) => ['states', 'political-parties', id] as const,
};
