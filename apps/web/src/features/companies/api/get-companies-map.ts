import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompaniesMap } from '../../../lib/api/companies/get-companies.ts';
import { type CompanyFilters, companyMapParams } from '../lib/company-filters.ts';

/**
 * GET companies/map with the list's filters and polygon: a drawn polygon narrows the map as
 * well, so that a small area can show its companies one by one.
 */
export function companiesMapQueryOptions(state: ListState<CompanyFilters>) {
  const params = companyMapParams(state);
  return queryOptions({
    queryKey: companyKeys.map(params),
    queryFn: ({ signal }) => getCompaniesMap(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompaniesMap(state: ListState<CompanyFilters>) {
  return useQuery(companiesMapQueryOptions(state));
}
