import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../src/lib/paths.ts';

/** The shared reference samples beside the repository (../shared/data/README.md says what). */
export const SHARED_DATA = join(repositoryRoot, '../shared/data');

/**
 * The path of a reference sample under ../shared/data. A test that needs one fails, naming
 * what is missing, instead of passing without having looked at it.
 */
export function sharedData(relative: string): string {
  const path = join(SHARED_DATA, relative);
  if (!existsSync(path)) {
    throw new Error(
      `Missing reference sample ${path}: this test reads ../shared/data/${relative} ` +
        '(the real samples listed in ../shared/data/README.md, kept beside the repository).',
    );
  }
  return path;
}
