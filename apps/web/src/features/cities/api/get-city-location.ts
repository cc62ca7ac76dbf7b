import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalityProfile } from '../../../components/locality/locality-types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET locations/{IBGE code} (spec 2 §7, by city or state code): the profile an editor filled.
 * A city never enabled has none (null); the blocks then say the information was not filled.
 */
export function getCityLocation(
  code: number,
  signal?: AbortSignal,
): Promise<LocalityProfile | null> {
  return apiClient.get<LocalityProfile | null>(`locations/${code}`, { signal });
}

export function cityLocationQueryOptions(code: number) {
  return queryOptions({
    queryKey: ['cities', 'location', code],
    queryFn: ({ signal }) => getCityLocation(code, signal),
  });
}

export function useCityLocation(code: number | undefined) {
  return useQuery({ ...cityLocationQueryOptions(code ?? 0), enabled: code !== undefined });
}
