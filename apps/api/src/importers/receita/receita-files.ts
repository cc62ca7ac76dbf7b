import { createReadStream, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { openZipEntry, zipEntries } from '../zip-entries.ts';
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
