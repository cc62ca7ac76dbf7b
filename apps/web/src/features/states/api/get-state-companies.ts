import { SORT_DEFAULTS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompanies } from '../../../lib/api/companies/get-companies.ts';

export const TOP_COMPANIES_LIMIT = 5;

/** GET companies?ufs={id}&sort[capital_social]=desc: the state's largest companies. */
export function stateCompaniesQueryOptions(id: number) {
  const { key, order } = SORT_DEFAULTS.companies;
  const params = { ufs: [id], page: 1, limit: TOP_COMPANIES_LIMIT, sort: { [key]: order } };
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
  });
}

export function useStateCompanies(id: number) {
  return useQuery(stateCompaniesQueryOptions(id));
}
