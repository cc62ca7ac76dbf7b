import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, specifiersOf } from '../test/source-imports.ts';

const src = dirname(fileURLToPath(import.meta.url));
const modules = join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (path: string) => {
  const inside = relative(modules, path);
  return inside.startsWith('..') ? null : (inside.split(sep)[0] ?? null);
};

const isService = (path: string) => path.endsWith('-service.ts');

/**
 * Where a module may reach: its own files, shared code outside modules/, and another
 * module's services (the interface it offers). Anything else of another module is its
 * internals. Shared code (lib/, db/) reaches no module; plugins, at the HTTP edge, may use a
 * module's service; app.ts and server.ts compose them all.
 */
export function boundaryViolation(file: string, target: string): string | null {
  const from = moduleOf(file);
  const to = moduleOf(target);
  if (to === null) return null;
  const shown = `${relative(src, file)} → ${relative(src, target)}`;
  if (from === null) {
    const place = relative(src, file);
    if (place === 'app.ts' || place === 'server.ts') return null;
    if (place.startsWith(`plugins${sep}`) && isService(target)) return null;
    return `${shown}: código compartilhado não importa módulos`;
  }
  if (from === to || isService(target)) return null;
  return `${shown}: só o serviço de outro módulo pode ser importado`;
}

/**
 * SQL lives in a module's queries file: a route or a service that builds or runs a statement
 * itself (drizzle's builders, the raw-rows helper, `.execute`) says so here.
 */
export function sqlOutsideQueries(file: string, text: string): string | null {
  if (!/-(routes|service)\.ts$/.test(file)) return null;
  const reachesSql =
    specifiersOf(text).some((s) => s === 'drizzle-orm' || s.startsWith('drizzle-orm/')) ||
    importsOf(file, text).some((target) => target.endsWith(`db${sep}rows.ts`)) ||
    /\.execute\(/.test(text);
  return reachesSql ? `${relative(src, file)}: SQL fora do arquivo de consultas` : null;
}

/**
 * A query's rows are typed by its statement (the query builder, or `rowsOf` and its selection
 * of schema columns), so that a renamed or retyped column fails the type check. A row type given
 * by hand to a raw statement, or to what runs one, is checked against nothing.
 */
const HAND_TYPED_ROWS =
  /(?<!function\s+)\b(?:rows|withinBudget|inIndexOrder|withLocalSetting)\s*<|\.execute\s*</;

export function rowsTypedByHand(file: string, text: string): string | null {
  const found = HAND_TYPED_ROWS.exec(text);
  if (!found) return null;
  const line = text.slice(0, found.index).split('\n').length;
  return `${relative(src, file)}:${line}: ${found[0]}…> dá às linhas um tipo escrito à mão`;
}

describe('API module boundaries', () => {
  it('types no query’s rows by hand: they come from the schema (tests may)', () => {
    const found = sourceFiles(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => rowsTypedByHand(file, readFileSync(file, 'utf8')))
      .filter((violation): violation is string => violation !== null);
    expect(found).toEqual([]);
    const queries = join(modules, 'cities', 'cities-queries.ts');
    expect(rowsTypedByHand(queries, 'await rows<{ id: number }>(db, q);')).toMatch(/:1: rows</);
    expect(rowsTypedByHand(queries, 'x;\nawait withinBudget<Row>(db, 5, read);')).toMatch(/:2:/);
    expect(rowsTypedByHand(queries, 'await tx.execute<{ n: number }>(q);')).toMatch(/execute/);
    expect(rowsTypedByHand(queries, 'export async function rows<T = unknown>(db')).toBeNull();
    expect(rowsTypedByHand(queries, 'const found = await rows(db, q);')).toBeNull();
  });

  it('routes and services hold no SQL: their module’s queries file does', () => {
    const found = sourceFiles(modules)
      .map((file) => sqlOutsideQueries(file, readFileSync(file, 'utf8')))
      .filter((violation): violation is string => violation !== null);
    expect(found).toEqual([]);
    const service = join(modules, 'users', 'users-service.ts');
    expect(sqlOutsideQueries(service, "import { sql } from 'drizzle-orm';")).toMatch(/SQL/);
    expect(sqlOutsideQueries(service, 'await tx.execute(query);')).toMatch(/SQL/);
    expect(
      sqlOutsideQueries(join(modules, 'users', 'users-queries.ts'), 'x.execute(q)'),
    ).toBeNull();
  });

  it('no module reaches into another module, and shared code reaches into none', () => {
    const violations = sourceFiles(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => importsOf(file).map((target) => boundaryViolation(file, target)))
      .filter((violation): violation is string => violation !== null);
    expect(violations).toEqual([]);
  });

  it('would catch a module importing another module’s queries, or lib importing a module', () => {
    const file = join(modules, 'states', 'states-service.ts');
    const [intoQueries] = importsOf(file, "import { x } from '../cities/cities-queries.ts';");
    const [intoService] = importsOf(file, "import type { X } from '../cities/cities-service.ts';");
    const fromLib = join(src, 'lib', 'thing.ts');
    const [libIntoModule] = importsOf(fromLib, "import('../modules/cities/cities-service.ts')");
    expect(boundaryViolation(file, intoQueries as string)).toMatch(/só o serviço/);
    expect(boundaryViolation(file, intoService as string)).toBeNull();
    expect(boundaryViolation(fromLib, libIntoModule as string)).toMatch(/não importa módulos/);
  });
});
