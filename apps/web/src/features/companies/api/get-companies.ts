import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompanies } from '../../../lib/api/companies/get-companies.ts';
import { type CompanyFilters, companyListParams } from '../lib/company-filters.ts';

export function companiesQueryOptions(state: ListState<CompanyFilters>) {
  const params = companyListParams(state);
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(state: ListState<CompanyFilters>) {
  return useQuery(companiesQueryOptions(state));
}
