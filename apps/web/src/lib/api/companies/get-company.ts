import type { CompanyDetail } from '@oportuna/domain/companies';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET companies/{cnpj}: every registry field of one company (404 when unknown). */
export function getCompany(document: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiClient.get<CompanyDetail>(`companies/${normalizeCnpj(document)}`, { signal });
}

export function companyQueryOptions(document: string) {
  return queryOptions({
    queryKey: companyKeys.detail(document),
    queryFn: ({ signal }) => getCompany(document, signal),
  });
}

/** The company of a CNPJ; asks nothing until the document has its 14 digits. */
export function useCompany(document: string | null | undefined) {
  const cnpj = normalizeCnpj(document ?? '');
  return useQuery({ ...companyQueryOptions(cnpj), enabled: cnpj.length === 14 });
}
