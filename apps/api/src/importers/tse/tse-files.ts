import { createReadStream, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { openZipEntry, zipEntries } from '../zip-entries.ts';
import { isTseZip, type TseFileName, tseFileName } from './tse-layout.ts';

/** One CSV of TSE's: a zip entry or a file already unpacked. */
export type TseSource = TseFileName & {
  /** `consulta_cand_2024.zip/consulta_cand_2024_SP.csv`, or the file's own name. */
  name: string;
  bytes: number;
  open: () => Promise<Readable>;
};

export type TseSources = {
  sources: TseSource[];
  /** `_BRASIL` files left out because the per-state files they repeat are there. */
  repeated: string[];
};

async function sourcesIn(path: string): Promise<TseSource[]> {
  const file = basename(path);
  if (isTseZip(file)) {
    return (await zipEntries(path)).flatMap((entry) => {
      const parsed = tseFileName(entry.fileName);
      return parsed
        ? [
            {
              ...parsed,
              name: `${file}/${entry.fileName}`,
              bytes: entry.uncompressedSize,
              open: () => openZipEntry(path, entry.fileName),
            },
          ]
        : [];
    });
  }
  const parsed = tseFileName(file);
  return parsed
    ? [
        {
          ...parsed,
          name: file,
          bytes: statSync(path).size,
          open: async () => createReadStream(path, { highWaterMark: 1 << 20 }),
        },
      ]
    : [];
}

/**
 * The candidate files in a zip or a folder (of zips or CSVs), in a stable order. Within a
 * kind and year, `_BRASIL` holds the same rows as the per-state files: it is read only when
 * they are missing.
 */
export async function findTseSources(path: string): Promise<TseSources> {
  const root = resolve(path);
  const files = statSync(root).isDirectory()
    ? readdirSync(root)
        .sort()
        .map((file) => join(root, file))
        .filter((file) => statSync(file).isFile())
    : [root];
  const found: TseSource[] = [];
  for (const file of files) found.push(...(await sourcesIn(file)));
  found.sort((a, b) => a.name.localeCompare(b.name));
  const hasStates = new Set(
    found.filter((s) => s.unit !== 'BRASIL').map((s) => `${s.kind}:${s.year}`),
  );
  const repeated = found.filter((s) => s.unit === 'BRASIL' && hasStates.has(`${s.kind}:${s.year}`));
  return {
    sources: found.filter((s) => !repeated.includes(s)),
    repeated: repeated.map((s) => s.name),
  };
}
