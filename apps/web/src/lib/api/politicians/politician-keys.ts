import type { QueryParams } from '../../query-string.ts';

/** Every politician query starts with 'politicians', so a star changed anywhere refreshes them all. */
export const politicianKeys = {
  all: ['politicians'] as const,
  /** GET politicians with these parameters: the search, or a place's main names. */
  list: (params: QueryParams) => ['politicians', 'list', params] as const,
  detail: (id: number) => ['politicians', 'detail', id] as const,
  /** GET politicians/{id}/possible-links. */
  possibleLinks: (id: number) => ['politicians', 'possible-links', id] as const,
  /** Every politician's possible links: what a dismissal makes stale. */
  allPossibleLinks: ['politicians', 'possible-links'] as const,
};
