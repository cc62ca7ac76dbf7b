/** A multipart/form-data body built by hand, for app.inject: text fields first, then files. */
export function multipartBody(
  files: { field: string; name: string; content: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----oportuna${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4bf0000000049454e44ae426082',
  'hex',
);

/**
 * A multipart/form-data body of one file, produced chunk by chunk as it is sent: `head`, then
 * `fillerBytes` spaces. The same filler chunk is reused, so the sender holds no copy of the file.
 * `onSent` hears how many filler bytes have gone so far, at each chunk.
 */
export function streamedMultipartBody(file: {
  field: string;
  name: string;
  head: Buffer;
  fillerBytes: number;
  onSent?: (fillerBytes: number) => void;
}) {
  const boundary = `----oportuna${Date.now().toString(16)}`;
  const filler = new Uint8Array(256 * 1024).fill(0x20);
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  let left = file.fillerBytes;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(Buffer.concat([opening, file.head]));
      } else if (left > 0) {
        const size = Math.min(left, filler.length);
        controller.enqueue(size === filler.length ? filler : filler.subarray(0, size));
        left -= size;
        file.onSent?.(file.fillerBytes - left);
      } else {
        controller.enqueue(closing);
        controller.close();
      }
    },
  });
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    length: opening.length + file.head.length + file.fillerBytes + closing.length,
  };
}
