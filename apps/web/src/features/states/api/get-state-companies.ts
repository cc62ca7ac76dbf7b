import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../components/locality/locality-types.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const TOP_COMPANIES_LIMIT = 5;

/** GET companies?ufs={id}&sort[capital_social]=desc: the state's largest companies. */
export function getStateCompanies(id: number, signal?: AbortSignal) {
  const { key, order } = SORT_DEFAULTS.companies;
  return apiClient.get<ListResponse<CompanySummary>>('companies', {
    query: { ufs: [id], page: 1, limit: TOP_COMPANIES_LIMIT, sort: { [key]: order } },
    signal,
  });
}

export function stateCompaniesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['states', 'companies', id],
    queryFn: ({ signal }) => getStateCompanies(id, signal),
  });
}

export function useStateCompanies(id: number) {
  return useQuery(stateCompaniesQueryOptions(id));
}
