import type { ListResponse } from '@oportuna/domain/lists';

/**
 * Selector catalogues fail quietly (spec: 'logged only; the loading indicator is cleared'):
 * the failure goes to the console and the selector offers nothing.
 */
export async function quietly<Item>(
  request: Promise<ListResponse<Item>>,
  signal?: AbortSignal,
): Promise<Item[]> {
  try {
    const response = await request;
    return response.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(error);
    return [];
  }
}

/** Catalogues change with imports, not during a session. */
export const CATALOGUE_STALE_TIME = 10 * 60_000;
