import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../lib/paths.ts';

const scratch = mkdtempSync(join(tmpdir(), 'oportuna-import-commands-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs an import command on an embedded database of its own; answers its status and output. */
function run(script: string, ...args: string[]) {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
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
});
