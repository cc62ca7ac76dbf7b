import type { OfficeCount } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET states/{id}/political-offices: elected politicians of the state by office. */
export async function getStatePoliticalOffices(
  id: number,
  signal?: AbortSignal,
): Promise<OfficeCount[]> {
  const response = await apiClient.get<{ data: OfficeCount[] }>(`states/${id}/political-offices`, {
    signal,
  });
  return response.data;
}

export function statePoliticalOfficesQueryOptions(id: number) {
  return queryOptions({
    queryKey: stateKeys.politicalOffices(id),
    queryFn: ({ signal }) => getStatePoliticalOffices(id, signal),
  });
}

export function useStatePoliticalOffices(id: number) {
  return useQuery(statePoliticalOfficesQueryOptions(id));
}
