import { MESSAGES } from '@oportuna/domain/messages';

/** What one drop area takes. */
export interface UploadRules {
  /** MIME types, e.g. image/jpeg and image/png. */
  accept: readonly string[];
  maxBytes: number;
  /** Shown when a file of another type is chosen. */
  typeMessage: string;
}

export type UploadCheck = { ok: true; file: File } | { ok: false; message: string };

/** Checks a drop or a pick: exactly one file, of an accepted type, within the size limit. */
export function checkUpload(files: readonly File[], rules: UploadRules): UploadCheck {
  if (files.length > 1) return { ok: false, message: MESSAGES.upload.oneFileOnly };
  const [file] = files;
  if (!file) return { ok: false, message: rules.typeMessage };
  if (!rules.accept.includes(file.type)) return { ok: false, message: rules.typeMessage };
  if (file.size > rules.maxBytes) {
    return { ok: false, message: MESSAGES.upload.tooLargeFor(rules.maxBytes) };
  }
  return { ok: true, file };
}
