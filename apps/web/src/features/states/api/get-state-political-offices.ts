import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficeCount } from '../../../components/locality/locality-types.ts';
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
    queryKey: ['states', 'political-offices', id],
    queryFn: ({ signal }) => getStatePoliticalOffices(id, signal),
  });
}

export function useStatePoliticalOffices(id: number) {
  return useQuery(statePoliticalOfficesQueryOptions(id));
}
