import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalityProfile } from '../../../components/locality/locality-types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET locations/{IBGE state code} (spec 2 §7): the state's locality profile; null while an
 * administrator has not enabled it.
 */
export function getStateLocation(
  code: number,
  signal?: AbortSignal,
): Promise<LocalityProfile | null> {
  return apiClient.get<LocalityProfile | null>(`locations/${code}`, { signal });
}

export function stateLocationQueryOptions(code: number) {
  return queryOptions({
    queryKey: ['states', 'location', code],
    queryFn: ({ signal }) => getStateLocation(code, signal),
  });
}

export function useStateLocation(code: number | undefined) {
  return useQuery({ ...stateLocationQueryOptions(code ?? 0), enabled: code !== undefined });
}
