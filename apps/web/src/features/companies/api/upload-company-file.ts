import { type UploadedFile, uploadFile } from '../../../components/upload/upload-request.ts';

/** POST files?purpose=logo: the company's logo (JPEG or PNG). */
export function uploadCompanyLogo(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile('files', file, { query: { purpose: 'logo' }, onProgress });
}

/** POST files?purpose=attachment: a photo, a PDF document or an MP4 video about the company. */
export function uploadCompanyAttachment(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile('files', file, { query: { purpose: 'attachment' }, onProgress });
}
