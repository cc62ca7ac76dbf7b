import type { ClientConfigResponse as ConfigResponse } from '@oportuna/domain/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const configKeys = {
  all: ['config'] as const,
};

/** GET config: what the server tells the app (demo data, map tiles, versions). */
export function getConfig(signal?: AbortSignal): Promise<ConfigResponse> {
  return apiClient.get<ConfigResponse>('config', { signal });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => getConfig(signal),
    // The server's configuration only changes with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
