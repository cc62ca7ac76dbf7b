export const FILE_KINDS = ['image', 'document', 'video'] as const;

export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  image: 'Imagem',
  document: 'Documento',
  video: 'Vídeo',
};

export const FILE_KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pdf: 'document',
  mp4: 'video',
};

export const FILE_KIND_BY_MIME_TYPE: Readonly<Record<string, FileKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'application/pdf': 'document',
  'video/mp4': 'video',
};

function extensionOf(fileName: string): string {
  const clean = fileName.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot === -1 ? '' : clean.slice(dot + 1).toLowerCase();
}

/** The mime type wins when known; otherwise the extension of the name or path decides. */
export function detectFileKind(file: {
  mimeType?: string | null;
  name?: string | null;
}): FileKind | null {
  const mimeType = file.mimeType?.split(';')[0]?.trim().toLowerCase();
  const byMime = mimeType ? FILE_KIND_BY_MIME_TYPE[mimeType] : undefined;
  if (byMime) return byMime;
  return file.name ? (FILE_KIND_BY_EXTENSION[extensionOf(file.name)] ?? null) : null;
}
