import type { QueryParams } from '../../query-string.ts';

/** Every opportunity query starts with 'proposals', so one invalidation refreshes them all. */
export const proposalKeys = {
  all: ['proposals'] as const,
  /** GET proposals with these parameters: a list page, the map form, a company's or a city's. */
  list: (params: QueryParams) => ['proposals', 'list', params] as const,
  detail: (id: number) => ['proposals', 'detail', id] as const,
  /** The editor's own copy, so that it never starts from one a list or the detail cached. */
  edit: (id: number) => ['proposals', 'edit', id] as const,
};
