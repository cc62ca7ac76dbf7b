import type { PartnerInformation } from '@oportuna/domain/partners';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { type PartnerIdentity, partnerKeys } from './partner-keys.ts';

/** GET partners/information: a partner's companies and the other partners of those. */
export function getPartnerInformation(partner: PartnerIdentity, signal?: AbortSignal) {
  return apiClient.get<PartnerInformation>('partners/information', {
    query: { name: partner.name, document: partner.document },
    signal,
  });
}

/** The details of one partner; asks nothing while none is chosen. */
export function usePartnerInformation(partner: PartnerIdentity | null) {
  return useQuery({
    queryKey: partner ? partnerKeys.information(partner) : ['partners', 'information', null],
    queryFn: ({ signal }) => getPartnerInformation(partner as PartnerIdentity, signal),
    enabled: partner !== null,
    staleTime: 5 * 60_000,
  });
}
