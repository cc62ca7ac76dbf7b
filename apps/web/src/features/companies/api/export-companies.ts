import { MESSAGES } from '@oportuna/domain/messages';
import type { ListState } from '../../../components/list-page/list-state.ts';
import {
  type ExportFormat,
  useExportDownload,
} from '../../../components/list-page/use-export-download.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { type CompanyFilters, companyListParams } from '../lib/company-filters.ts';

/** GET companies?format=xlsx|csv with the list's filters and ordering. */
export function exportCompanies(
  state: ListState<CompanyFilters>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const { page: _page, limit: _limit, ...params } = companyListParams(state);
  return apiClient.getFile('companies', { query: { ...params, format } });
}

export function useExportCompanies(state: ListState<CompanyFilters>) {
  return useExportDownload({
    fetchFile: (format) => exportCompanies(state, format),
    fileNamePrefix: 'export-companies',
    failures: {
      xlsx: MESSAGES.companies.xlsxExportFailed,
      csv: MESSAGES.companies.csvExportFailed,
    },
  });
}
