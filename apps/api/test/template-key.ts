import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importClosure, specifiersOf } from './source-imports.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const api = join(repo, 'apps/api');

/** Data folders the preparation reads at run time: migrations, reference and seed data. */
const DATA_FOLDERS = ['drizzle', 'data', 'src/seed/data'].map((folder) => join(api, folder));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A name for the prepared test database that changes whenever what prepared it could: the
 * code the preparation imports, the domain package it uses, the data it reads, the locked
 * dependencies and Node's version. Equal names mean equal databases, so a later run reuses it.
 */
export function templateKey(): string {
  const code = importClosure(join(api, 'src/db/prepare-database.ts'));
  const usesDomain = code.some((file) =>
    specifiersOf(readFileSync(file, 'utf8')).some((s) => s.startsWith('@oportuna/domain')),
  );
  const files = [
    ...code,
    ...DATA_FOLDERS.flatMap(filesUnder),
    ...(usesDomain
      ? filesUnder(join(repo, 'packages/domain/src')).filter((file) => !file.includes('.test.'))
      : []),
    join(repo, 'package-lock.json'),
    fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
  ].sort();
  const hash = createHash('sha256').update(process.version);
  for (const file of files) hash.update(relative(repo, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
