import { MESSAGES } from '@oportuna/domain/messages';
import type { ListState } from '../../../components/list-page/list-state.ts';
import {
  type ExportFormat,
  useExportDownload,
} from '../../../components/list-page/use-export-download.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { type CustomerFilters, customerListParams } from '../lib/customer-filters.ts';

/** GET customers?format=xlsx|csv with the list's filters and ordering. */
export function exportCustomers(
  state: ListState<CustomerFilters>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const { page: _page, limit: _limit, ...params } = customerListParams(state);
  return apiClient.getFile('customers', { query: { ...params, format } });
}

export function useExportCustomers(state: ListState<CustomerFilters>) {
  return useExportDownload({
    fetchFile: (format) => exportCustomers(state, format),
    fileNamePrefix: 'export-customers',
    failures: { xlsx: MESSAGES.customers.exportFailed, csv: MESSAGES.customers.exportFailed },
  });
}
