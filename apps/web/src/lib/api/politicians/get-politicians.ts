import type { ListResponse } from '@oportuna/domain/lists';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

/** GET politicians: one page of politicians, with filters and ordering. */
export function getPoliticians(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<PoliticianItem>>('politicians', { query: params, signal });
}
