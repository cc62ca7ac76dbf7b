import type { ListResponse } from '@oportuna/domain/lists';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/**
 * Selector catalogues fail quietly (spec: 'logged only; the loading indicator is cleared'):
 * the failure goes to the console and the selector offers nothing.
 */
export async function fetchCatalogue<Item>(
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Item[]> {
  try {
    const response = await apiClient.get<ListResponse<Item>>(path, { query, signal });
    return response.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(error);
    return [];
  }
}

/** Catalogues change with imports, not during a session. */
export const CATALOGUE_STALE_TIME = 10 * 60_000;
