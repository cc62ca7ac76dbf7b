import { UPLOAD_MAX_BYTES } from '@oportuna/domain';

export type UploadPurpose =
  | 'proposal'
  | 'logo'
  | 'image'
  | 'attachment'
  | 'photo'
  | 'whitelabel'
  | 'company_logo'
  | 'interest';

const IMAGES = ['image/jpeg', 'image/png'];

/**
 * Size and content-type limits per kind of upload (spec 1 §9, spec 2 §5, spec 3 §5): the files
 * module applies them as an upload streams in, and what attaches a file checks them again
 * (`lib/sql/stored-upload.ts`). `logo` is a locality's (10 MB); a customer's look takes
 * `whitelabel` uploads and a company's logo `company_logo` ones, 5 MB each.
 */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  { maxBytes: number; mimeTypes: string[]; typesLabel: string }
> = {
  proposal: { maxBytes: UPLOAD_MAX_BYTES.default, mimeTypes: IMAGES, typesLabel: 'JPEG ou PNG' },
  photo: { maxBytes: UPLOAD_MAX_BYTES.default, mimeTypes: IMAGES, typesLabel: 'JPEG ou PNG' },
  whitelabel: { maxBytes: UPLOAD_MAX_BYTES.default, mimeTypes: IMAGES, typesLabel: 'JPEG ou PNG' },
  company_logo: {
    maxBytes: UPLOAD_MAX_BYTES.default,
    mimeTypes: IMAGES,
    typesLabel: 'JPEG ou PNG',
  },
  logo: { maxBytes: UPLOAD_MAX_BYTES.logo, mimeTypes: IMAGES, typesLabel: 'JPEG ou PNG' },
  image: { maxBytes: UPLOAD_MAX_BYTES.cityImage, mimeTypes: IMAGES, typesLabel: 'JPEG ou PNG' },
  attachment: {
    maxBytes: UPLOAD_MAX_BYTES.attachment,
    mimeTypes: [...IMAGES, 'application/pdf', 'video/mp4'],
    typesLabel: 'imagens JPEG ou PNG, PDF ou vídeo MP4',
  },
  /** Attached to a message of an interest's thread: the attachment rule, kept apart. */
  interest: {
    maxBytes: UPLOAD_MAX_BYTES.attachment,
    mimeTypes: [...IMAGES, 'application/pdf', 'video/mp4'],
    typesLabel: 'imagens JPEG ou PNG, PDF ou vídeo MP4',
  },
};

export const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
};
