import type { QueryParams } from '../../../lib/query-string.ts';

/** Every customer query starts with 'customers', so a save refreshes them all. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => ['customers', 'list'] as const,
  list: (params: QueryParams) => ['customers', 'list', params] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
