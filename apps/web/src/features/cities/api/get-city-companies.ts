import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompanies } from '../../../lib/api/companies/get-companies.ts';

export const TOP_COMPANIES_LIMIT = 5;

/** GET companies?city_code={IBGE code}&sort[capital_social]=desc: the city's largest companies. */
export function cityCompaniesQueryOptions(code: number) {
  const { key, order } = SORT_DEFAULTS.companies;
  const params = { city_code: code, page: 1, limit: TOP_COMPANIES_LIMIT, sort: { [key]: order } };
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
  });
}

export function useCityCompanies(code: number | undefined) {
  return useQuery({ ...cityCompaniesQueryOptions(code ?? 0), enabled: code !== undefined });
}
