import { useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompany } from '../../../lib/api/companies/get-company.ts';

/** The company as the editor starts from it: fetched afresh, never from another screen's cache. */
export function useCompanyToEdit(document: string) {
  return useQuery({
    queryKey: companyKeys.edit(document),
    queryFn: ({ signal }) => getCompany(document, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
