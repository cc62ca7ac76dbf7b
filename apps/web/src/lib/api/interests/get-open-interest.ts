import {
  CLOSED_INTEREST_STAGES,
  INTEREST_STAGES,
  type Interest,
  type InterestTargetKind,
} from '@oportuna/domain/interests';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { interestKeys } from './interest-keys.ts';

const OPEN_STAGES = INTEREST_STAGES.filter((stage) => !CLOSED_INTEREST_STAGES.includes(stage));

type Target = { kind: InterestTargetKind; id: number };

/**
 * GET interests/sent narrowed to one opportunity, city or state and the open stages: the
 * interest the caller's customer already has open there, if any (a second click opens it).
 */
export async function getOpenInterestIn(target: Target, signal?: AbortSignal) {
  const page = await apiClient.get<{ data: Interest[] }>('interests/sent', {
    query: { [target.kind]: target.id, stage: OPEN_STAGES.join(','), limit: 1, page: 1 },
    signal,
  });
  return page.data[0] ?? null;
}

export function useOpenInterestIn(target: Target | null) {
  return useQuery({
    queryKey: interestKeys.openFor(target?.kind ?? 'proposal', target?.id ?? 0),
    queryFn: ({ signal }) => getOpenInterestIn(target as Target, signal),
    enabled: target !== null,
  });
}
