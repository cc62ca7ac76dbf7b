import type { HealthResponse } from '@oportuna/domain/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const healthKeys = {
  all: ['health'] as const,
};

/** GET health: the database engine, its schema version and what is loaded. */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiClient.get<HealthResponse>('health', { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => getHealth(signal),
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
