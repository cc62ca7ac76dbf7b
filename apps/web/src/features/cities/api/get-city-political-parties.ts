import type { PartyCount } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}/political-parties: parties with politicians elected in the city. */
export async function getCityPoliticalParties(
  id: number,
  signal?: AbortSignal,
): Promise<PartyCount[]> {
  const response = await apiClient.get<{ data: PartyCount[] }>(`cities/${id}/political-parties`, {
    signal,
  });
  return response.data;
}

export function cityPoliticalPartiesQueryOptions(id: number) {
  return queryOptions({
    queryKey: cityKeys.politicalParties(id),
    queryFn: ({ signal }) => getCityPoliticalParties(id, signal),
  });
}

export function useCityPoliticalParties(id: number) {
  return useQuery(cityPoliticalPartiesQueryOptions(id));
}
