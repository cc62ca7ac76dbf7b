import type { IndicatorComparison } from '@oportuna/domain/cities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}/indicator-comparison: main indicators against the state's and Brazil's medians. */
export async function getCityIndicatorComparison(
  id: number,
  signal?: AbortSignal,
): Promise<IndicatorComparison[]> {
  const response = await apiClient.get<{ data: IndicatorComparison[] }>(
    `cities/${id}/indicator-comparison`,
    { signal },
  );
  return response.data;
}

export function cityIndicatorComparisonQueryOptions(id: number) {
  return queryOptions({
    queryKey: cityKeys.indicatorComparison(id),
    queryFn: ({ signal }) => getCityIndicatorComparison(id, signal),
  });
}

export function useCityIndicatorComparison(id: number) {
  return useQuery(cityIndicatorComparisonQueryOptions(id));
}
