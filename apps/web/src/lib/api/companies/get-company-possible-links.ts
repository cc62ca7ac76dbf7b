import { normalizeCnpj } from '@oportuna/domain/formatting';
import type { PossibleLinks } from '@oportuna/domain/possible-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET companies/{cnpj}/possible-links: politicians of the name of a partner, in its states. */
export function getCompanyPossibleLinks(document: string, signal?: AbortSignal) {
  return apiClient.get<PossibleLinks>(`companies/${normalizeCnpj(document)}/possible-links`, {
    signal,
  });
}

export function companyPossibleLinksQueryOptions(document: string) {
  return queryOptions({
    queryKey: companyKeys.possibleLinks(document),
    queryFn: ({ signal }) => getCompanyPossibleLinks(document, signal),
  });
}

/** The possible links of a company (the company page's, or an opportunity's company). */
export function useCompanyPossibleLinks(document: string | null | undefined) {
  const cnpj = normalizeCnpj(document ?? '');
  return useQuery({ ...companyPossibleLinksQueryOptions(cnpj), enabled: cnpj.length === 14 });
}
