import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/** Zip archives read as streams, shared by the importers: nothing is unpacked to disk. */
function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((done, fail) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? fail(error) : done(zip),
    ),
  );
}

/** The names and sizes of a zip's file entries, read from its central directory. */
export async function zipEntries(path: string): Promise<yauzl.Entry[]> {
  const zip = await openZip(path);
  return new Promise((done, fail) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => done(entries));
    zip.on('error', fail);
    zip.readEntry();
  });
}

/** Inflating in large pieces keeps the event loop out of the way of COPY. */
const INFLATE_CHUNK_BYTES = 256 * 1024;
const DEFLATE = 8;

/** Streams one entry, inflating as it is read: nothing is unpacked to disk. */
export function openZipEntry(path: string, fileName: string): Promise<Readable> {
  return openZip(path).then(
    (zip) =>
      new Promise<Readable>((done, fail) => {
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName !== fileName) {
            zip.readEntry();
            return;
          }
          const deflated = entry.compressionMethod === DEFLATE;
          const opened = (error: Error | null, raw: Readable) => {
            if (error) return fail(error);
            if (!deflated) return done(raw);
            const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
            raw.on('error', (cause) => inflate.destroy(cause));
            done(raw.pipe(inflate));
          };
          try {
            // Stored entries are read as they are; deflated ones are inflated here.
            if (deflated) zip.openReadStream(entry, { decompress: false }, opened);
            else zip.openReadStream(entry, opened);
          } catch (error) {
            fail(error);
          }
        });
        zip.on('end', () => fail(new Error(`${fileName} não está em ${path}`)));
        zip.on('error', fail);
        zip.readEntry();
      }),
  );
}
