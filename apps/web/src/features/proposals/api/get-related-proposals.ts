import { onlyAlphanumerics } from '@oportuna/domain/formatting';
import { PAGINATION } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type ProposalsResponse, proposalsQueryKey } from './get-proposals.ts';

const RELATED_LIMIT = Math.max(...PAGINATION.pageSizeOptions);

/** GET proposals?company_federal_tax_id=…&type=company: the company's private opportunities. */
export function getRelatedProposals(
  federalTaxId: string,
  signal?: AbortSignal,
): Promise<ProposalsResponse> {
  return apiClient.get<ProposalsResponse>('proposals', {
    query: {
      page: 1,
      limit: RELATED_LIMIT,
      company_federal_tax_id: onlyAlphanumerics(federalTaxId),
      type: 'company',
    },
    signal,
  });
}

export function relatedProposalsQueryOptions(federalTaxId: string | null | undefined) {
  return queryOptions({
    queryKey: [...proposalsQueryKey, 'related', federalTaxId ?? ''],
    queryFn: ({ signal }) => getRelatedProposals(federalTaxId ?? '', signal),
    enabled: Boolean(federalTaxId),
  });
}

export function useRelatedProposals(federalTaxId: string | null | undefined) {
  return useQuery(relatedProposalsQueryOptions(federalTaxId));
}
