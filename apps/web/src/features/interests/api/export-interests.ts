import type { InterestSide } from '@oportuna/domain/interests';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/list-page/list-state.ts';
import {
  type ExportFormat,
  useExportDownload,
} from '../../../components/list-page/use-export-download.ts';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { type InterestFilters, interestFilterParams } from '../lib/interest-filters.ts';

/** GET interests/{side}?format=xlsx|csv with the list's filters: every match, no message text. */
export function exportInterests(
  side: InterestSide,
  state: ListState<InterestFilters>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return apiClient.getFile(`interests/${side}`, {
    query: { ...interestFilterParams(state), format },
  });
}

export function useExportInterests(side: InterestSide, state: ListState<InterestFilters>) {
  const { t } = useTranslation();
  return useExportDownload({
    fetchFile: (format) => exportInterests(side, state, format),
    fileNamePrefix: `export-interests-${side}`,
    failures: { xlsx: t('interests.list.exportFailed'), csv: t('interests.list.exportFailed') },
  });
}
