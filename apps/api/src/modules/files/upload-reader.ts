import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * Reads an upload once, as it arrives: first its opening bytes, to decide what it is, then the
 * whole of it as a stream for storage. Bytes are counted and hashed on the way, and reading
 * fails with `tooLarge()` as soon as the count passes `maxBytes`, so nothing ever holds more
 * than the opening bytes and the chunks in flight.
 */
export function createUploadReader(
  source: Readable,
  limits: { maxBytes: number; tooLarge: () => Error },
) {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const hash = createHash('sha256');
  const held: Buffer[] = [];
  let heldBytes = 0;
  let size = 0;

  async function next(): Promise<Buffer | null> {
    const { value, done } = await chunks.next();
    // The multipart parser cuts a file at its own limit and marks it truncated.
    if (done && (source as { truncated?: boolean }).truncated) throw limits.tooLarge();
    if (done) return null;
    size += value.length;
    if (size > limits.maxBytes) throw limits.tooLarge();
    hash.update(value);
    return value;
  }

  return {
    /** At least `bytes` opening bytes, or the whole upload when it is shorter. */
    async head(bytes: number): Promise<Buffer> {
      while (heldBytes < bytes) {
        const chunk = await next();
        if (!chunk) break;
        held.push(chunk);
        heldBytes += chunk.length;
      }
      return Buffer.concat(held, heldBytes);
    },

    /** Every byte, from the first, as one stream; read it once. */
    body(): Readable {
      return Readable.from(
        (async function* () {
          yield* held.splice(0);
          for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
        })(),
      );
    },

    /** Counted and hashed so far: the whole upload once `body()` has been read to its end. */
    size: () => size,
    sha256: () => hash.digest('hex'),
  };
}
