import type { CompareResponse } from '@oportuna/domain/matching';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { getProposals } from '../../../lib/api/proposals/get-proposals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';

export interface ComparisonParams {
  cityIds: readonly number[];
  projectId: number | null;
}

const queryOf = ({ cityIds, projectId }: ComparisonParams) => ({
  cities: cityIds.join(','),
  ...(projectId === null ? {} : { proposal: projectId }),
});

/** GET compare: the places side by side, and their scores for the project when one is chosen. */
export function useComparison(params: ComparisonParams, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['compare', params.cityIds, params.projectId] as const,
      queryFn: ({ signal }) =>
        apiClient.get<CompareResponse>('compare', { query: queryOf(params), signal }),
      placeholderData: keepPreviousData,
      enabled,
      retry: false,
    }),
  );
}

/** The private opportunities the user may read, to score the places for one of them. */
export function useProjectOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['compare', 'projects'] as const,
      queryFn: ({ signal }) =>
        getProposals({ type: 'company', limit: 200, 'sort[name]': 'asc' }, signal),
      staleTime: 60_000,
    }),
  );
}

export type CompareFormat = 'pdf' | 'xlsx';

/** GET compare/export.pdf|xlsx: the same comparison as a file to download. */
export function useComparisonExport(params: ComparisonParams) {
  return useMutation({
    mutationFn: (format: CompareFormat) =>
      apiClient.getFile(`compare/export.${format}`, { query: queryOf(params) }),
    onSuccess: (file, format) => saveFile(file.blob, file.fileName ?? `comparacao.${format}`),
    onError: (_, format) =>
      notify.error(i18n.t(format === 'pdf' ? 'compare.pdfFailed' : 'compare.xlsxFailed')),
  });
}
