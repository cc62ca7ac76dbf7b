import type { CompanyDetail } from '@oportuna/domain/companies';
import { onlyDigits } from '@oportuna/domain/formatting';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../../lib/api-client.ts';
import { proposalFormKeys } from './proposal-form-keys.ts';

/** GET companies/{cnpj}: the company data 'Buscar Dados' fills in (404 when unknown). */
export function getCompany(document: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiClient.get<CompanyDetail>(`companies/${onlyDigits(document)}`, { signal });
}

export function companyQueryOptions(document: string) {
  return queryOptions({
    queryKey: [...proposalFormKeys.lookups, 'company', onlyDigits(document)],
    queryFn: ({ signal }) => getCompany(document, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useFetchCompany(): (document: string) => Promise<CompanyDetail> {
  const queryClient = useQueryClient();
  return useCallback(
    (document: string) => queryClient.fetchQuery(companyQueryOptions(document)),
    [queryClient],
  );
}
