import { FILE_KINDS, type FileKind } from './file-kind.ts';

/** Multimedia items of proposals, localities and companies are typed by the kind of their file. */
export const MULTIMEDIA_TYPES = FILE_KINDS;

export type MultimediaType = FileKind;

/** Headings of the grouped file lists (photos, documents, videos). */
export const MULTIMEDIA_GROUP_LABELS: Record<MultimediaType, string> = {
  image: 'Fotos',
  document: 'Documentos',
  video: 'Vídeos',
};
