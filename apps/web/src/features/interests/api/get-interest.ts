import type { Interest } from '@oportuna/domain/interests';
import { useQuery } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET interests/:id: one interest, for the users of its two customers. */
export function getInterest(id: number, signal?: AbortSignal) {
  return apiClient.get<Interest>(`interests/${id}`, { signal });
}

export function useInterest(id: number, pollMs: number | false) {
  return useQuery({
    queryKey: interestKeys.detail(id),
    queryFn: ({ signal }) => getInterest(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: pollMs,
  });
}
