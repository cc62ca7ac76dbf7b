import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductServer } from './product-server.ts';

/**
 * Prepares the data folder every worker copies: the first start of the product (migrations,
 * reference and demo data), then a clean stop. `E2E_RUN_DIR` is where this run's folders live:
 * the template and one per worker. Given from outside (`E2E_DATA_DIR`), it stays after the run
 * to be looked at; otherwise it leaves with the run.
 */
export default async function globalSetup() {
  const given = process.env.E2E_DATA_DIR;
  const runDir = given ?? mkdtempSync(join(tmpdir(), 'oportuna-e2e-'));
  mkdirSync(runDir, { recursive: true });
  process.env.E2E_RUN_DIR = runDir;
  const template = join(runDir, 'template');
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template);
  const server = await startProductServer(template);
  await server.stop();
  return () => {
    if (!given) rmSync(runDir, { recursive: true, force: true });
  };
}
