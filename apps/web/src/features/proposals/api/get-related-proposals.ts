import { normalizeCnpj } from '@oportuna/domain/formatting';
import { PAGINATION } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';

const RELATED_LIMIT = Math.max(...PAGINATION.pageSizeOptions);

/** GET proposals?company_federal_tax_id=…&type=company: the company's private opportunities. */
export function relatedProposalsQueryOptions(federalTaxId: string | null | undefined) {
  const params = {
    page: 1,
    limit: RELATED_LIMIT,
    company_federal_tax_id: normalizeCnpj(federalTaxId ?? ''),
    type: 'company',
  };
  return queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: ({ signal }) => getProposals(params, signal),
    enabled: Boolean(federalTaxId),
  });
}

export function useRelatedProposals(federalTaxId: string | null | undefined) {
  return useQuery(relatedProposalsQueryOptions(federalTaxId));
}
