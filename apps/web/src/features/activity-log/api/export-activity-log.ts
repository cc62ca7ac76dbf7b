import { ACTIVITY_LOG_MESSAGES } from '@oportuna/domain/activity-log';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client.ts';
import { exportFileName, saveFile } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { type ActivityPeriod, periodParams } from '../lib/activity-log-filters.ts';

/** GET users/{id}/audits-pdf: the period's whole log as a PDF file. */
export function exportActivityLog(userId: number, period: ActivityPeriod): Promise<DownloadedFile> {
  return apiClient.getFile(`users/${userId}/audits-pdf`, { query: periodParams(period) });
}

/** 'EXPORTAR': fetches the PDF with the session's token and hands it to the browser. */
export function useExportActivityLog(userId: number, period: ActivityPeriod) {
  return useMutation({
    mutationFn: () => exportActivityLog(userId, period),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? exportFileName('atividades', 'pdf')),
    onError: () => notify.error(ACTIVITY_LOG_MESSAGES.exportFailed),
  });
}
