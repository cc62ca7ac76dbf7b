import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this file both in src/ (tests, dev) and in dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const repositoryRoot = resolve(apiRoot, '../..');
export const migrationsFolder = join(apiRoot, 'drizzle');
export const referenceDataFolder = join(apiRoot, 'data');
export const defaultWebDist = join(repositoryRoot, 'apps/web/dist');
