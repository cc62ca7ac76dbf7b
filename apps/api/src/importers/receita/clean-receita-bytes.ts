import { Transform, type TransformCallback } from 'node:stream';

const NUL = 0;
/** COPY is fed in messages of at least this size: small ones cost a round of calls each. */
const BATCH_BYTES = 256 * 1024;
/** How far reading and inflating may run ahead of COPY, so that both keep working. */
const READ_AHEAD_BYTES = 8 * 1024 * 1024;
const LF = 10;
const BLANK_LINE = Buffer.from('\n\n');

/**
 * Drops NUL bytes, which some Receita files carry inside fields and PostgreSQL refuses in
 * text, and blank lines, which COPY would take for a record without columns. Chunks with
 * neither (nearly all) are not copied; they go on in batches of 256 KB, and `onChunk` sees
 * each batch.
 */
export class CleanReceitaBytes extends Transform {
  nulBytes = 0;
  blankLines = 0;
  /** The last byte sent on was a line break (or nothing was sent yet). */
  private atLineStart = true;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly onChunk: (chunk: Buffer) => void = () => {}) {
    super({ readableHighWaterMark: READ_AHEAD_BYTES, writableHighWaterMark: READ_AHEAD_BYTES });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const clean =
      chunk.indexOf(NUL) === -1 &&
      chunk.indexOf(BLANK_LINE) === -1 &&
      !(this.atLineStart && chunk[0] === LF);
    const out = clean ? chunk : this.cleaned(chunk);
    if (out.length > 0) {
      this.atLineStart = out[out.length - 1] === LF;
      this.held.push(out);
      this.heldBytes += out.length;
    }
    if (this.heldBytes >= BATCH_BYTES) this.release();
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    if (this.heldBytes === 0) return;
    const batch = this.held.length === 1 ? (this.held[0] as Buffer) : Buffer.concat(this.held);
    this.held = [];
    this.heldBytes = 0;
    this.onChunk(batch);
    this.push(batch);
  }

  private cleaned(chunk: Buffer): Buffer {
    const out = Buffer.allocUnsafe(chunk.length);
    let length = 0;
    let atLineStart = this.atLineStart;
    for (const byte of chunk) {
      if (byte === NUL) {
        this.nulBytes += 1;
      } else if (byte === LF && atLineStart) {
        this.blankLines += 1;
      } else {
        out[length] = byte;
        length += 1;
        atLineStart = byte === LF;
      }
    }
    return out.subarray(0, length);
  }
}
