import type { PlaceMatchesResponse } from '@oportuna/domain/matching';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';

export interface PlaceMatchesParams {
  page: number;
  limit: number;
  ufs: number[];
  region: string | null;
  include_excluded: boolean;
}

export const matchKeys = {
  all: ['matching'] as const,
  places: (proposalId: number, params: PlaceMatchesParams) =>
    ['matching', 'places', proposalId, params] as const,
};

/** GET proposals/{id}/matching-places: a page of the places that fit a private opportunity. */
export function getPlaceMatches(
  proposalId: number,
  params: PlaceMatchesParams,
  signal?: AbortSignal,
) {
  return apiClient.get<PlaceMatchesResponse>(`proposals/${proposalId}/matching-places`, {
    query: { ...params },
    signal,
  });
}

export function usePlaceMatches(proposalId: number, params: PlaceMatchesParams) {
  return useQuery(
    queryOptions({
      queryKey: matchKeys.places(proposalId, params),
      queryFn: ({ signal }) => getPlaceMatches(proposalId, params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
