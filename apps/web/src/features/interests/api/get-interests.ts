import type { Interest, InterestSide } from '@oportuna/domain/interests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type InterestFilters, interestListParams } from '../lib/interest-filters.ts';

export interface InterestsPage {
  data: Interest[];
  total: number;
  total_without_filter: number;
  available_ordering: string[];
}

/** GET interests/received or interests/sent: one page of the customer's interests. */
export function getInterests(side: InterestSide, params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<InterestsPage>(`interests/${side}`, { query: params, signal });
}

export function interestsQueryOptions(side: InterestSide, state: ListState<InterestFilters>) {
  const params = interestListParams(state);
  return queryOptions({
    queryKey: interestKeys.list(side, params),
    queryFn: ({ signal }) => getInterests(side, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInterests(side: InterestSide, state: ListState<InterestFilters>) {
  return useQuery(interestsQueryOptions(side, state));
}
