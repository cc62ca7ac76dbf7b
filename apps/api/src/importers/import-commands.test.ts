import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sharedData } from '../../test/shared-data.ts';
import { apiRoot } from '../lib/paths.ts';

const scratch = mkdtempSync(join(tmpdir(), 'oportuna-import-commands-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs an import command on an embedded database of its own, a copy of the prepared one (a
 * new folder is created, migrated and given its reference data as the server's start does,
 * which open-database and load-demo-data test); answers its status and output.
 */
function run(script: string, ...args: string[]) {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  const target = inject('testDatabase');
  if (target.kind === 'pglite') cpSync(target.templateDir, dataDir, { recursive: true });
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiRoot,
    env: { ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('import commands', () => {
  it('say in pt-BR when the path they were given does not exist, and change nothing', () => {
    for (const script of [
      'src/importers/receita/import-receita.ts',
      'src/importers/tse/import-tse.ts',
    ]) {
      const missing = join(scratch, 'nada', '2026-10');
      const result = run(script, missing);
      expect(result.status, result.output).toBe(1);
      expect(result.output).toContain(`Caminho não encontrado: ${missing}`);
    }
  });

  it('take the Receita folder without --release, the month from its name', () => {
    const folder = join(scratch, '2026-09');
    mkdirSync(folder);
    const result = run('src/importers/receita/import-receita.ts', folder);
    expect(result.status, result.output).toBe(1);
    // It reached the folder: what it lacks is the release's files, not the folder argument.
    expect(result.output).toContain(`Faltam arquivos da Receita em ${folder}`);
  }, 60_000);

  it('load the Receita sample release into an embedded database and print the report', () => {
    const result = run(
      'src/importers/receita/import-receita.ts',
      sharedData('receita-sample'),
      '--release',
      '2026-10',
    );
    expect(result.status, result.output).toBe(0);
    // The real records: one establishment and its seven partners, its municipality mapped.
    expect(result.output).toContain('Carga da Receita Federal de 2026-10 concluída.');
    expect(result.output).toMatch(/^ {2}companies: 1$/m);
    expect(result.output).toMatch(/^ {2}partners: 7$/m);
    expect(result.output).toContain('Municípios mapeados para o IBGE: 100.00% (0 sem código)');
  }, 180_000);
});
