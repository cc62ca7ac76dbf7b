import type { InterestMessage } from '@oportuna/domain/interests';
import { useQuery } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface InterestMessages {
  data: InterestMessage[];
  unread_count: number;
}

const PAGE = 200;
/** Enough for any thread people write by hand; a longer one shows its first 10,000 messages. */
const MAX_PAGES = 50;

/** GET interests/:id/messages, page after page (oldest first), into the whole thread. */
export async function getInterestMessages(id: number, signal?: AbortSignal) {
  const data: InterestMessage[] = [];
  let unread = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const after = data.at(-1)?.id;
    const answer = await apiClient.get<InterestMessages>(`interests/${id}/messages`, {
      query: { limit: PAGE, after },
      signal,
    });
    data.push(...answer.data);
    unread = answer.unread_count;
    if (answer.data.length < PAGE) break;
  }
  return { data, unread_count: unread };
}

export function useInterestMessages(id: number, pollMs: number | false) {
  return useQuery({
    queryKey: interestKeys.messages(id),
    queryFn: ({ signal }) => getInterestMessages(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: pollMs,
  });
}
