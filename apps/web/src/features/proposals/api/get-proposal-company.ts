import type { CompanyDetail } from '@oportuna/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { proposalsQueryKey } from './get-proposals.ts';

const digits = (document: string) => document.replace(/\D/g, '');

/** GET companies/{cnpj}: the registry's data on the company behind a private opportunity. */
export function getProposalCompany(document: string, signal?: AbortSignal) {
  return apiClient.get<CompanyDetail>(`companies/${digits(document)}`, { signal });
}

export function proposalCompanyQueryOptions(document: string | null | undefined) {
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'company', digits(document ?? '')],
    queryFn: ({ signal }) => getProposalCompany(document ?? '', signal),
    enabled: digits(document ?? '').length === 14,
  });
}

export function useProposalCompany(document: string | null | undefined) {
  return useQuery(proposalCompanyQueryOptions(document));
}
