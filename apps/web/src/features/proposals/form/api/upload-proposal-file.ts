import { type UploadedFile, uploadFile } from '../../../../components/upload/upload-request.ts';

/** POST files?purpose=proposal: an opportunity image (JPEG or PNG, 5 MB). */
export function uploadProposalFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile('files', file, { query: { purpose: 'proposal' }, onProgress });
}
