import { type UploadedFile, uploadFile } from '../../../components/upload/upload-request.ts';

/** POST files?customer={id}&purpose=photo: a JPEG or PNG of at most 5 MB for the customer. */
export function uploadBrandingImage(
  customerId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile('files', file, {
    query: { customer: customerId, purpose: 'photo' },
    onProgress,
  });
}
