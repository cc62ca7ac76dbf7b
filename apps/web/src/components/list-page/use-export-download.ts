import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '../../lib/api-client.ts';
import { exportFileName, saveFile } from '../../lib/download.ts';
import { notify } from '../../lib/notify.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** The name a file is saved under: the server's, else `<prefix>-<timestamp>.<format>`. */
export function exportedFileName(
  file: DownloadedFile,
  prefix: string,
  format: ExportFormat,
  at = new Date(),
): string {
  return file.fileName ?? exportFileName(prefix, format, at);
}

/** Fetches a list's export in the chosen format and hands it to the browser. */
export function useExportDownload({
  fetchFile,
  fileNamePrefix,
  failures,
}: {
  fetchFile: (format: ExportFormat) => Promise<DownloadedFile>;
  fileNamePrefix: string;
  failures: Record<ExportFormat, string>;
}) {
  return useMutation({
    mutationFn: (format: ExportFormat) => fetchFile(format),
    onSuccess: (file, format) =>
      saveFile(file.blob, exportedFileName(file, fileNamePrefix, format)),
    onError: (_, format) => notify.error(failures[format]),
  });
}

export type ExportDownload = Pick<ReturnType<typeof useExportDownload>, 'mutate' | 'isPending'>;
