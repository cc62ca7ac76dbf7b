import { imageSize } from 'image-size';

/** Width and height as an image's header declares them, or null when they cannot be read. */
export function imageDimensions(head: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(head);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    // A header cut short by the head buffer, or not an image format it knows.
    return null;
  }
}
