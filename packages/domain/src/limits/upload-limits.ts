/** The spec counts a megabyte as 1,000,000 bytes. */
export const BYTES_PER_MEGABYTE = 1_000_000;

export const UPLOAD_MAX_BYTES = {
  default: 5 * BYTES_PER_MEGABYTE,
  logo: 10 * BYTES_PER_MEGABYTE,
  cityImage: 20 * BYTES_PER_MEGABYTE,
  stateImage: 20 * BYTES_PER_MEGABYTE,
  attachment: 100 * BYTES_PER_MEGABYTE,
} as const;

/**
 * Width × height above which an image is refused: decoding one takes about 4 bytes per pixel,
 * so a small file declaring 30000×30000 would cost 3.6 GB to show or resize.
 */
export const UPLOAD_MAX_IMAGE_PIXELS = 50_000_000;

export const UPLOAD_ACCEPTED_MIME_TYPES = {
  image: ['image/jpeg', 'image/png'],
  attachment: ['image/jpeg', 'image/png', 'application/pdf', 'video/mp4'],
} as const;

export function bytesToMegabytes(bytes: number): number {
  return bytes / BYTES_PER_MEGABYTE;
}
