import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN: a feature does not import from another feature; what two need moves to
// src/components or src/lib.

const featuresRoot = dirname(fileURLToPath(import.meta.url));
const srcRoot = dirname(featuresRoot);

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\b(?:vi\.mock|require)\s*\(\s*)(['"])([^'"]+)\1/g;
// Path aliases that would name src/ (none is configured today; an added one stays covered).
const SRC_ALIAS = /^(?:@|~|#|src)\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a file or an import specifier lands in, if any. */
function featureOf(path: string): string | null {
  const inside = relative(featuresRoot, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0] ?? null;
}

function importedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  if (SRC_ALIAS.test(specifier)) return resolve(srcRoot, specifier.replace(SRC_ALIAS, ''));
  return null;
}

/** 'cities/pages/x.tsx imports ../../proposals/api/y.ts' for each import into another feature. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  if (!own) return [];
  return [...source.matchAll(SPECIFIER)].flatMap(([, , specifier = '']) => {
    const target = importedPath(file, specifier);
    const other = target ? featureOf(target) : null;
    return other && other !== own ? [`${relative(featuresRoot, file)} imports ${specifier}`] : [];
  });
}

describe('features', () => {
  it('never import one another', () => {
    const violations = sourceFiles(featuresRoot).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('catch relative, dynamic and aliased imports into another feature', () => {
    const file = join(featuresRoot, 'cities', 'pages', 'cities-page.tsx');
    const source = [
      "import { useProposals } from '../../proposals/api/get-proposals.ts';",
      "const page = import('../../states/pages/states-page.tsx');",
      "export { usePoliticians } from '@/features/politicians/api/get-politicians.ts';",
      "import { useCities } from '../api/get-cities.ts';",
      "import { paths } from '../../../lib/paths.ts';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(crossFeatureImports(file, source)).toEqual([
      `cities${sep}pages${sep}cities-page.tsx imports ../../proposals/api/get-proposals.ts`,
      `cities${sep}pages${sep}cities-page.tsx imports ../../states/pages/states-page.tsx`,
      `cities${sep}pages${sep}cities-page.tsx imports @/features/politicians/api/get-politicians.ts`,
    ]);
  });
});
