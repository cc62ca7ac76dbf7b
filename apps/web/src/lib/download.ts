/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*` when present,
 * otherwise `filename`. Path parts are dropped, so a name can never point elsewhere.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** `export-cities-20261121091501.xlsx`: the prefix, the local time to the second, the type. */
export function exportFileName(prefix: string, extension: string, at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(
    at.getHours(),
  )}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}-${stamp}.${extension}`;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is kept a moment for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
