import { CLOSED_INTEREST_STAGES, INTEREST_STAGES, type Interest } from '@oportuna/domain/interests';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { interestKeys } from './interest-keys.ts';

const OPEN_STAGES = INTEREST_STAGES.filter((stage) => !CLOSED_INTEREST_STAGES.includes(stage));

/**
 * GET interests/sent narrowed to one opportunity and the open stages: the interest the
 * caller's customer already has open there, if any (a second click opens it).
 */
export async function getOpenInterestIn(proposalId: number, signal?: AbortSignal) {
  const page = await apiClient.get<{ data: Interest[] }>('interests/sent', {
    query: { proposal: proposalId, stage: OPEN_STAGES.join(','), limit: 1, page: 1 },
    signal,
  });
  return page.data[0] ?? null;
}

export function useOpenInterestIn(proposalId: number | null) {
  return useQuery({
    queryKey: interestKeys.openFor(proposalId ?? 0),
    queryFn: ({ signal }) => getOpenInterestIn(proposalId ?? 0, signal),
    enabled: proposalId !== null,
  });
}
