import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };
const rootIndex = readFileSync(new URL('../index.ts', import.meta.url), 'utf8');
const entryFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('package entries', () => {
  it('offers every entry file as a subpath, and no subpath without one', () => {
    const { '.': root, ...subpaths } = packageJson.exports;
    expect(root).toBe('./src/index.ts');
    expect(subpaths).toEqual(
      Object.fromEntries(
        entryFiles.map((file) => [`./${file.replace(/\.ts$/, '')}`, `./src/entries/${file}`]),
      ),
    );
  });

  it('keeps the root export as the sum of the entries', () => {
    const reExported = [...rootIndex.matchAll(/^export \* from '\.\/entries\/(.+)';$/gm)].map(
      ([, file]) => file,
    );
    expect(reExported.sort()).toEqual([...entryFiles].sort());
  });
});
