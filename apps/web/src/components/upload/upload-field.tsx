import { UPLOAD_ACCEPTED_MIME_TYPES } from '@oportuna/domain/files';
import { useCallback, useMemo } from 'react';
import { UploadDropzone, type UploadDropzoneLabels } from './upload-dropzone.tsx';
import { type UploadedFile, uploadFile } from './upload-request.ts';
import type { UploadRules } from './upload-rules.ts';

/** What POST files stores a file as; its limits there follow. */
export type UploadPurpose =
  | 'proposal'
  | 'logo'
  | 'image'
  | 'attachment'
  | 'photo'
  | 'whitelabel'
  | 'company_logo'
  | 'interest';

export interface UploadFieldLabels extends UploadDropzoneLabels {
  /** Shown when a file of another type is chosen. */
  wrongType: string;
}

export interface UploadFieldProps {
  purpose: UploadPurpose;
  /** The customer the file is sent for, when it is not the user's own. */
  customer?: number;
  /** JPEG and PNG images only, or attachments (images, PDF documents and MP4 videos). */
  accept: keyof typeof UPLOAD_ACCEPTED_MIME_TYPES;
  maxBytes: number;
  labels: UploadFieldLabels;
  /** The snackbar once the file is stored. */
  successMessage: string;
  onUploaded: (uploaded: UploadedFile, file: File) => void;
}

/**
 * The upload field of every form that takes a file: a drop area with a picker that checks the
 * one file against the accepted types and the limit, sends it to POST files?purpose=… and
 * hands the stored file to `onUploaded`.
 */
export function UploadField({
  purpose,
  customer,
  accept,
  maxBytes,
  labels,
  successMessage,
  onUploaded,
}: UploadFieldProps) {
  const { wrongType, ...dropzoneLabels } = labels;
  const rules = useMemo<UploadRules>(
    () => ({ accept: UPLOAD_ACCEPTED_MIME_TYPES[accept], maxBytes, typeMessage: wrongType }),
    [accept, maxBytes, wrongType],
  );
  const send = useCallback(
    (file: File, onProgress: (percent: number) => void) =>
      uploadFile('files', file, { query: { customer, purpose }, onProgress }),
    [customer, purpose],
  );
  return (
    <UploadDropzone
      rules={rules}
      send={send}
      successMessage={successMessage}
      onUploaded={onUploaded}
      labels={dropzoneLabels}
    />
  );
}
