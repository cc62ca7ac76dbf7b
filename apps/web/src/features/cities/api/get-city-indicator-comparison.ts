import type { DemographicIndicatorUnit } from '@oportuna/domain/territory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface IndicatorComparison {
  indicator: string;
  label: string;
  unit: DemographicIndicatorUnit;
  city: number | null;
  state_median: number | null;
  brazil_median: number | null;
}

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
    queryKey: ['cities', 'indicator-comparison', id],
    queryFn: ({ signal }) => getCityIndicatorComparison(id, signal),
  });
}

export function useCityIndicatorComparison(id: number) {
  return useQuery(cityIndicatorComparisonQueryOptions(id));
}
