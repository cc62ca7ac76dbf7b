// The release's files as the Receita ships them: quoted, `;`-separated Latin-1 lines, each file
// zipped on its own.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import yazl from 'yazl';

export const line = (fields) => `"${fields.join('";"')}"\n`;

/** One Latin-1 file of a kind, written through a zip entry (or plain with --plain). */
export class ReleaseFile {
  constructor(folder, name, innerName, plain) {
    this.chunks = [];
    this.size = 0;
    if (plain) {
      this.out = createWriteStream(join(folder, name));
      this.done = new Promise((resolve, reject) => {
        this.out.on('finish', resolve);
        this.out.on('error', reject);
      });
    } else {
      const zip = new yazl.ZipFile();
      this.out = new PassThrough();
      zip.addReadStream(this.out, innerName, { compress: true });
      zip.end();
      const target = createWriteStream(join(folder, `${name}.zip`));
      zip.outputStream.pipe(target);
      this.done = new Promise((resolve, reject) => {
        target.on('finish', resolve);
        target.on('error', reject);
      });
    }
  }

  async write(text) {
    this.chunks.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) await this.flush();
  }

  async flush() {
    if (this.chunks.length === 0) return;
    const buffer = Buffer.from(this.chunks.join(''), 'latin1');
    this.chunks = [];
    this.size = 0;
    if (!this.out.write(buffer)) await new Promise((resolve) => this.out.once('drain', resolve));
  }

  async close() {
    await this.flush();
    this.out.end();
    await this.done;
  }
}
