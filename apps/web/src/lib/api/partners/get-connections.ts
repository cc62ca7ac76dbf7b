import type { Connections } from '@oportuna/domain/partners';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { type ConnectionsParams, partnerKeys } from './partner-keys.ts';

/** GET partners/connections: the graph around one partner (nodes, edges, and what was cut). */
export function getConnections(params: ConnectionsParams, signal?: AbortSignal) {
  return apiClient.get<Connections>('partners/connections', {
    query: {
      name: params.name,
      document: params.document,
      with_companies: params.withCompanies,
      depth: params.depth,
    },
    signal,
  });
}

/** The graph of a search; asks nothing while there is none. */
export function useConnections(params: ConnectionsParams | null) {
  return useQuery({
    queryKey: params ? partnerKeys.connections(params) : ['partners', 'connections', null],
    queryFn: ({ signal }) => getConnections(params as ConnectionsParams, signal),
    enabled: params !== null,
    staleTime: 5 * 60_000,
  });
}
