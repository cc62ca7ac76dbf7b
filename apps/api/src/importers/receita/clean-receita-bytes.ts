import { Transform, type TransformCallback } from 'node:stream';

const NUL = 0;
const LF = 10;
const BLANK_LINE = Buffer.from('\n\n');

/**
 * Drops NUL bytes, which some Receita files carry inside fields and PostgreSQL refuses in
 * text, and blank lines, which COPY would take for a record without columns. Chunks with
 * neither (nearly all) pass through untouched; `onChunk` sees the bytes that go on.
 */
export class CleanReceitaBytes extends Transform {
  nulBytes = 0;
  blankLines = 0;
  /** The last byte sent on was a line break (or nothing was sent yet). */
  private atLineStart = true;

  constructor(private readonly onChunk: (chunk: Buffer) => void = () => {}) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const clean =
      chunk.indexOf(NUL) === -1 &&
      chunk.indexOf(BLANK_LINE) === -1 &&
      !(this.atLineStart && chunk[0] === LF);
    const out = clean ? chunk : this.cleaned(chunk);
    if (out.length > 0) {
      this.atLineStart = out[out.length - 1] === LF;
      this.onChunk(out);
    }
    done(null, out);
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
