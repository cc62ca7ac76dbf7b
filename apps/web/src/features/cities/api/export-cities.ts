import { MESSAGES } from '@oportuna/domain';
import { useMutation } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { exportFileName, saveFile } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { type CityFilters, cityListParams } from '../lib/city-filters.ts';

export type CityExportFormat = 'xlsx' | 'csv';

export const CITY_EXPORT_PREFIX = 'export-cities';

/** GET cities?format=xlsx|csv with the list's filters and ordering; every matching city. */
export function exportCities(
  state: ListState<CityFilters>,
  format: CityExportFormat,
): Promise<DownloadedFile> {
  const { page: _page, limit: _limit, ...params } = cityListParams(state);
  return apiClient.getFile('cities', { query: { ...params, format } });
}

/** The name the file is saved under: the server's, else export-cities-<timestamp>.<ext>. */
export function cityExportFileName(
  file: DownloadedFile,
  format: CityExportFormat,
  at = new Date(),
) {
  return file.fileName ?? exportFileName(CITY_EXPORT_PREFIX, format, at);
}

const FAILURE: Record<CityExportFormat, string> = {
  xlsx: MESSAGES.cities.xlsxExportFailed,
  csv: MESSAGES.cities.csvExportFailed,
};

export function useExportCities(state: ListState<CityFilters>) {
  return useMutation({
    mutationFn: (format: CityExportFormat) => exportCities(state, format),
    onSuccess: (file, format) => saveFile(file.blob, cityExportFileName(file, format)),
    onError: (_, format) => notify.error(FAILURE[format]),
  });
}
