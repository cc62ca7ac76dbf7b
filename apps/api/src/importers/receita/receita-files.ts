import { createReadStream, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { kindOfFile, type ReceitaKind } from './receita-layout.ts';

/** One data file of a release: a zip entry or a file already unpacked. */
export type ReceitaSource = {
  kind: ReceitaKind;
  /** Stable name, for the report and for resuming: `Empresas0.zip/K3241…EMPRECSV`. */
  name: string;
  /** Size once unpacked, for progress. */
  bytes: number;
  open: () => Promise<Readable>;
};

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((done, fail) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? fail(error) : done(zip),
    ),
  );
}

/** The names and sizes of a zip's file entries, read from its central directory. */
async function zipEntries(path: string): Promise<yauzl.Entry[]> {
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
function openZipEntry(path: string, fileName: string): Promise<Readable> {
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

/** The release's data files in the folder, zipped or not, in a stable order. */
export async function findReceitaSources(folder: string): Promise<ReceitaSource[]> {
  const root = resolve(folder);
  const sources: ReceitaSource[] = [];
  for (const file of readdirSync(root).sort()) {
    const path = join(root, file);
    if (!statSync(path).isFile()) continue;
    const kind = kindOfFile(file);
    if (!kind) continue;
    if (/\.zip$/i.test(file)) {
      for (const entry of await zipEntries(path)) {
        sources.push({
          kind,
          name: `${file}/${entry.fileName}`,
          bytes: entry.uncompressedSize,
          open: () => openZipEntry(path, entry.fileName),
        });
      }
    } else {
      sources.push({
        kind,
        name: file,
        bytes: statSync(path).size,
        open: async () => createReadStream(path, { highWaterMark: 1 << 20 }),
      });
    }
  }
  return sources;
}

/**
 * The release a folder holds: Receita publishes each month as `AAAA-MM/`, which names the
 * release; otherwise it must be given.
 */
export function releaseOfFolder(folder: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(basename(resolve(folder)));
  return match ? `${match[1]}-${match[2]}-01` : null;
}
