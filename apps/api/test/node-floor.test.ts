import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/**
 * Packages allowed to ask for a newer Node than the product's floor, and why: code that runs
 * only in the browser bundle, never in Node (decision 0002).
 */
const BROWSER_ONLY = new Set(['node_modules/@mapbox/jsonlint-lines-primitives']);

describe("the Node version the product promises (package.json's engines)", () => {
  const floor = semver.minVersion(manifest.engines.node)?.version as string;

  it('is the version these tests run on, or older', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('is enough for every package installed, whatever it declares', () => {
    const wanting = Object.entries(lock.packages)
      .filter(([path]) => path !== '' && !BROWSER_ONLY.has(path))
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wanted || semver.satisfies(floor, wanted)) return [];
        return [`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${wanted}`];
      });
    expect(wanting, `Node ${floor}`).toEqual([]);
  });
});
