import { MESSAGES } from '@oportuna/domain/messages';
import type { ListState } from '../../../components/list-page/list-state.ts';
import {
  type ExportFormat,
  useExportDownload,
} from '../../../components/list-page/use-export-download.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { type CityFilters, cityListParams } from '../lib/city-filters.ts';

/** GET cities?format=xlsx|csv with the list's filters and ordering; every matching city. */
export function exportCities(
  state: ListState<CityFilters>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const { page: _page, limit: _limit, ...params } = cityListParams(state);
  return apiClient.getFile('cities', { query: { ...params, format } });
}

export function useExportCities(state: ListState<CityFilters>) {
  return useExportDownload({
    fetchFile: (format) => exportCities(state, format),
    fileNamePrefix: 'export-cities',
    failures: { xlsx: MESSAGES.cities.xlsxExportFailed, csv: MESSAGES.cities.csvExportFailed },
  });
}
