import type { QueryParams } from '../../../lib/query-string.ts';

/** Every users query starts with 'users', so a save refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: QueryParams) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  customerOptions: () => ['users', 'customer-options'] as const,
};
