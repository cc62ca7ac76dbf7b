/** Uploaded files: their kinds, the accepted types and the size limits. */

export { fileKindSchema, multimediaTypeSchema } from '../enums/enum-schemas.ts';
export type { FileKind } from '../enums/file-kind.ts';
export {
  detectFileKind,
  FILE_KIND_BY_EXTENSION,
  FILE_KIND_BY_MIME_TYPE,
  FILE_KIND_LABELS,
  FILE_KINDS,
} from '../enums/file-kind.ts';
export type { MultimediaType } from '../enums/multimedia-type.ts';
export { MULTIMEDIA_GROUP_LABELS, MULTIMEDIA_TYPES } from '../enums/multimedia-type.ts';
export {
  BYTES_PER_MEGABYTE,
  bytesToMegabytes,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_IMAGE_PIXELS,
} from '../limits/upload-limits.ts';
