import { type UploadedFile, uploadFile } from '../../../components/upload/upload-request.ts';

/** POST files?purpose=photo: the user's photo, a JPEG or PNG of at most 5 MB. */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile('files', file, { query: { purpose: 'photo' }, onProgress });
}
