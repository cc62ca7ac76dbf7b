import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { apiClient } from '../../api-client.ts';

export interface BenefitRow {
  id: number;
  slug: string;
  description: string;
}

/** GET benefits?limit=50: the incentive types, in their order. */
export function getBenefits(signal?: AbortSignal) {
  return apiClient.get<ListResponse<BenefitRow>>('benefits', {
    query: { page: 1, limit: QUERY_LIMITS.incentives },
    signal,
  });
}
