import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../components/locality/locality-types.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const TOP_COMPANIES_LIMIT = 5;

/** GET companies?city_code={IBGE code}&sort[capital_social]=desc: the city's largest companies. */
export function getCityCompanies(code: number, signal?: AbortSignal) {
  const { key, order } = SORT_DEFAULTS.companies;
  return apiClient.get<ListResponse<CompanySummary>>('companies', {
    query: { city_code: code, page: 1, limit: TOP_COMPANIES_LIMIT, sort: { [key]: order } },
    signal,
  });
}

export function cityCompaniesQueryOptions(code: number) {
  return queryOptions({
    queryKey: ['cities', 'companies', code],
    queryFn: ({ signal }) => getCityCompanies(code, signal),
  });
}

export function useCityCompanies(code: number | undefined) {
  return useQuery({ ...cityCompaniesQueryOptions(code ?? 0), enabled: code !== undefined });
}
