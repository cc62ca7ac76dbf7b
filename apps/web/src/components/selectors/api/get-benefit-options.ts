import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/catalogues/catalogue-keys.ts';
import { getBenefits } from '../../../lib/api/catalogues/get-benefits.ts';
import type { SelectOption } from '../options.ts';
import { CATALOGUE_STALE_TIME, quietly } from './catalogue-query.ts';

/** The incentive types as options (value: slug, as the incentives filter takes it). */
export async function getBenefitOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const rows = await quietly(getBenefits(signal), signal);
  return rows.map((row) => ({ value: row.slug, label: row.description }));
}

export function benefitOptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.options('benefits'),
    queryFn: ({ signal }) => getBenefitOptions(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function useBenefitOptions() {
  return useQuery(benefitOptionsQueryOptions());
}
