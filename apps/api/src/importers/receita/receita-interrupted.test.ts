import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { apiRoot, repositoryRoot } from '../../lib/paths.ts';
import { loadReceitaRelease } from './load-receita.ts';
import type { ReceitaReport } from './receita-report.ts';

// Killing the loader's process is a crash of the database for the embedded engine, which
// shares the process; on PGlite the stop is exercised in load-receita.test.ts instead.
const onPostgres = inject('testDatabase').kind === 'postgresql';

/** Runs the command-line loader until its output matches `killAt` (then kills it) or it ends. */
function runLoader(url: string, folder: string, killAt?: RegExp) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/importers/receita/import-receita.ts', folder, '--release', '2026-08'],
    { cwd: apiRoot, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (killAt?.test(output)) child.kill('SIGKILL');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.runIf(onPostgres)('Receita importer killed mid-load (PostgreSQL)', () => {
  const database = useTestDatabase();
  let folder: string;
  let uninterrupted: ReceitaReport;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'receita-kill-'));
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/generate-receita.mjs', folder, '60000'],
      { cwd: repositoryRoot },
    );
    uninterrupted = await loadReceitaRelease(database(), folder, { release: '2026-08-01' });
  }, 180_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('ends with the same rows and checksums however often it is killed, and readers never see a partial release', async () => {
    const url = database().url as string;
    const first = await runLoader(url, folder, /Estabelecimentos1\.zip\/\S+: [\d.]+ linhas/);
    expect(first.code).toBeNull();
    const second = await runLoader(url, folder, /empresas: pronto/);
    expect(second.code).toBeNull();

    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    const seen = new Set<number>();
    let reading = true;
    const polling = (async () => {
      while (reading) {
        const result = await reader.query('select count(*)::int as n from receita.companies');
        seen.add(result.rows[0].n);
      }
    })();
    const last = await runLoader(url, folder);
    reading = false;
    await polling;
    await reader.end();

    expect(last.code, last.output).toBe(0);
    expect(last.output).toContain('(já carregado)');
    expect(seen).toEqual(new Set([uninterrupted.tables.companies?.rows]));
    const [recorded] = await rows<{ tables: ReceitaReport['tables'] }>(
      database().db,
      sql`select details->'tables' as tables from data_sources where source = 'receita'`,
    );
    expect(recorded?.tables).toEqual(uninterrupted.tables);
  }, 300_000);
});
