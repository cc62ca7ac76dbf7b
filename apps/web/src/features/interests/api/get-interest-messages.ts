import type { InterestMessage } from '@oportuna/domain/interests';
import { useQuery } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface InterestMessages {
  data: InterestMessage[];
  unread_count: number;
}

/** GET interests/:id/messages: the thread, oldest first (the newest 200). */
export function getInterestMessages(id: number, signal?: AbortSignal) {
  return apiClient.get<InterestMessages>(`interests/${id}/messages`, {
    query: { limit: 200 },
    signal,
  });
}

export function useInterestMessages(id: number, pollMs: number | false) {
  return useQuery({
    queryKey: interestKeys.messages(id),
    queryFn: ({ signal }) => getInterestMessages(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: pollMs,
  });
}
