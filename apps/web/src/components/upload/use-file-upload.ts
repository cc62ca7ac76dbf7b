import { useCallback, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import type { UploadedFile } from './upload-request.ts';
import { checkUpload, type UploadRules } from './upload-rules.ts';

export type UploadSender = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<UploadedFile>;

export interface FileUploadOptions {
  rules: UploadRules;
  send: UploadSender;
  successMessage: string;
  onUploaded: (uploaded: UploadedFile, file: File) => void;
}

export interface FileUpload {
  /** Percentage sent, or null when nothing is being sent. */
  progress: number | null;
  handleFiles: (files: readonly File[]) => void;
}

/** Checks the files of a drop or pick, sends the one file and reports the outcome in snackbars. */
export function useFileUpload({
  rules,
  send,
  successMessage,
  onUploaded,
}: FileUploadOptions): FileUpload {
  const [progress, setProgress] = useState<number | null>(null);

  const handleFiles = useCallback(
    (files: readonly File[]) => {
      const check = checkUpload(files, rules);
      if (!check.ok) {
        notify.warning(check.message);
        return;
      }
      setProgress(0);
      send(check.file, setProgress)
        .then((uploaded) => {
          notify.success(successMessage);
          onUploaded(uploaded, check.file);
        })
        .catch((error: unknown) => {
          notify.error(isApiError(error) ? error.message : String(error));
        })
        .finally(() => setProgress(null));
    },
    [rules, send, successMessage, onUploaded],
  );

  return { progress, handleFiles };
}
