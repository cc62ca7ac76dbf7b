import { normalizeCnpj } from '@oportuna/domain/formatting';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';

export const RELATED_PROPOSALS_PAGE_SIZE = 5;

/** GET proposals?company_federal_tax_id=…: one page of the company's opportunities. */
export function companyProposalsQueryOptions(document: string, page: number) {
  const params = {
    // Spec 3 §5: the tax id sent to proposals keeps only letters and digits.
    company_federal_tax_id: normalizeCnpj(document),
    page,
    limit: RELATED_PROPOSALS_PAGE_SIZE,
    sort: { created_at: 'desc' },
  };
  return queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: ({ signal }) => getProposals(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyProposals(document: string, page: number) {
  return useQuery(companyProposalsQueryOptions(document, page));
}
