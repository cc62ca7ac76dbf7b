import { type UploadedFile, uploadFile } from '../../../components/upload/upload-request.ts';

type Purpose = 'logo' | 'image' | 'attachment';

/** POST files?purpose=…: a locality's logo, carousel image or attachment. */
function sender(purpose: Purpose) {
  return (file: File, onProgress: (percent: number) => void): Promise<UploadedFile> =>
    uploadFile('files', file, { query: { purpose }, onProgress });
}

export const uploadLocalityLogo = sender('logo');
export const uploadLocalityImage = sender('image');
export const uploadLocalityAttachment = sender('attachment');
