import type { PartnerSuggestion } from '@oportuna/domain/partners';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { partnerKeys } from './partner-keys.ts';

/** The fewest letters the suggestions call accepts. */
export const SUGGESTIONS_MIN_LENGTH = 2;

/** GET partners/suggestions?q=: partners whose name matches, best first (at most 20). */
export function getPartnerSuggestions(q: string, signal?: AbortSignal) {
  return apiClient.get<PartnerSuggestion[]>('partners/suggestions', {
    query: { q: q.trim() },
    signal,
  });
}

/** The suggestions for a (debounced) text; asks nothing below two letters. */
export function usePartnerSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: partnerKeys.suggestions(text),
    queryFn: ({ signal }) => getPartnerSuggestions(text, signal),
    enabled: text.length >= SUGGESTIONS_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
