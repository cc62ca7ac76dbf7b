import type { OfficeCount } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}/political-offices: elected politicians of the city by office. */
export async function getCityPoliticalOffices(
  id: number,
  signal?: AbortSignal,
): Promise<OfficeCount[]> {
  const response = await apiClient.get<{ data: OfficeCount[] }>(`cities/${id}/political-offices`, {
    signal,
  });
  return response.data;
}

export function cityPoliticalOfficesQueryOptions(id: number) {
  return queryOptions({
    queryKey: cityKeys.politicalOffices(id),
    queryFn: ({ signal }) => getCityPoliticalOffices(id, signal),
  });
}

export function useCityPoliticalOffices(id: number) {
  return useQuery(cityPoliticalOfficesQueryOptions(id));
}
