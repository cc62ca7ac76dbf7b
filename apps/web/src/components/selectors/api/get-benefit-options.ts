import { QUERY_LIMITS } from '@oportuna/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, fetchCatalogue } from './catalogue-query.ts';

interface BenefitRow {
  id: number;
  slug: string;
  description: string;
}

/** GET benefits?limit=50: incentive types (value: slug, as the incentives filter takes it). */
export async function getBenefitOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await fetchCatalogue<BenefitRow>(
    'benefits',
    { page: 1, limit: QUERY_LIMITS.incentives },
    signal,
  );
  return rows.map((row) => ({ value: row.slug, label: row.description }));
}

export function benefitOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogues', 'benefits'],
    queryFn: ({ signal }) => getBenefitOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function useBenefitOptions() {
  return useQuery(benefitOptionsQueryOptions());
}
