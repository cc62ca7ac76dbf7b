import type { DataSource, DataSourceKey } from '@oportuna/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';

export const dataSourceKeys = { all: ['data-sources'] as const };

/** GET data-sources: each public source with the release loaded and when. */
export function getDataSources(signal?: AbortSignal) {
  return apiClient.get<{ data: DataSource[] }>('data-sources', { signal });
}

export function dataSourcesQueryOptions() {
  return queryOptions({
    queryKey: dataSourceKeys.all,
    queryFn: ({ signal }) => getDataSources(signal),
    staleTime: 60 * 60_000,
  });
}

/** One source, or undefined while loading, after a failure or when the server lacks it. */
export function useDataSource(key: DataSourceKey): DataSource | undefined {
  const query = useQuery(dataSourcesQueryOptions());
  return query.data?.data.find((source) => source.key === key);
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-10-15' → 'outubro/2026'; null for anything that is not a date. */
export function releaseMonthYear(releaseDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(releaseDate ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month}/${match[1]}` : null;
}
