import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source file imports, static or dynamic. */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

/** Relative imports of a file, resolved to paths. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return specifiersOf(text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
}

/** A file and every source file it reaches through relative imports, sorted. */
export function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file) || !/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file));
  }
  return [...seen].sort();
}
