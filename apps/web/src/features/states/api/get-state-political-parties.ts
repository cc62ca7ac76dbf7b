import type { PartyCount } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET states/{id}/political-parties: parties with politicians elected in the state. */
export async function getStatePoliticalParties(
  id: number,
  signal?: AbortSignal,
): Promise<PartyCount[]> {
  const response = await apiClient.get<{ data: PartyCount[] }>(`states/${id}/political-parties`, {
    signal,
  });
  return response.data;
}

export function statePoliticalPartiesQueryOptions(id: number) {
  return queryOptions({
    queryKey: stateKeys.politicalParties(id),
    queryFn: ({ signal }) => getStatePoliticalParties(id, signal),
  });
}

export function useStatePoliticalParties(id: number) {
  return useQuery(statePoliticalPartiesQueryOptions(id));
}
