import type { ListResponse } from '@oportuna/domain/lists';
import type { StateItem } from '@oportuna/domain/states';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

/** GET states: one page of the state list, with filters and ordering. */
export function getStates(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<StateItem>>('states', { query: params, signal });
}
