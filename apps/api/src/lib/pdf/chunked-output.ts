import { Readable } from 'node:stream';

// What pdfkit hands out is joined into chunks of this size.
const CHUNK_SIZE = 64 * 1024;

/**
 * The document as the reader gets it. pdfkit hands its output out a few bytes at a time (a
 * piece per token group, hundreds of thousands in a large log): they are joined into chunks of
 * CHUNK_SIZE, so the answer goes out in a few hundred writes. The writer waits for the reader
 * through `roomToWrite` (past `bufferLimit` unread bytes); a reader that goes away ends the
 * document.
 */
export function chunkedOutput(doc: PDFKit.PDFDocument, bufferLimit: number) {
  let wake: (() => void) | undefined;
  const resolveWaiting = () => {
    wake?.();
    wake = undefined;
  };
  const output = new Readable({
    read: resolveWaiting,
    destroy(error, callback) {
      resolveWaiting();
      if (!doc.destroyed) doc.destroy();
      callback(error);
    },
  });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    output.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  doc.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK_SIZE) flush();
  });
  doc.on('end', () => {
    flush();
    output.push(null);
  });
  doc.on('error', (error) => output.destroy(error));
  return {
    output,
    /** The reader went away, or the document failed: nothing more is drawn. */
    gone: () => output.destroyed || doc.destroyed,
    /** Resolves once the reader has taken the output down to the limit, or has gone away. */
    async roomToWrite(): Promise<void> {
      while (output.readableLength > bufferLimit && !output.destroyed) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}
