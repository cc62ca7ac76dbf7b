import type { LocalityProfile } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { locationKeys } from './location-keys.ts';

/**
 * GET locations/{IBGE code} (spec 2 §7, 7 digits for a city, 2 for a state): the profile an
 * editor filled. A place never enabled has none (null); its blocks then say so.
 */
export function getLocalityProfile(
  code: number,
  signal?: AbortSignal,
): Promise<LocalityProfile | null> {
  return apiClient.get<LocalityProfile | null>(`locations/${code}`, { signal });
}

export function localityProfileQueryOptions(code: number) {
  return queryOptions({
    queryKey: locationKeys.detail(code),
    queryFn: ({ signal }) => getLocalityProfile(code, signal),
  });
}

export function useLocalityProfile(code: number | undefined) {
  return useQuery({ ...localityProfileQueryOptions(code ?? 0), enabled: code !== undefined });
}
