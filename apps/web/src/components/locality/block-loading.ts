import type { FetchStatus } from '@tanstack/react-query';

/**
 * A block loads while its query has no data and is fetching: a query still waiting for the
 * place's IBGE code is idle, and its block shows what it has instead of a skeleton.
 */
export function isBlockLoading(query: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return query.isPending && query.fetchStatus !== 'idle';
}
