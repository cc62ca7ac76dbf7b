// The whole suite, as `npm test` runs it: lint, types, unit and API tests, then the production
// build and the browser tests. With DATABASE_URL naming a PostgreSQL server the API tests run
// there, and the embedded engine's own slice on PGlite (docs/testing.md); without it, all of
// them on PGlite. E2E=0 skips the browser tests. It ends with a table of its stages; with
// TEST_STAGES_FILE set, it also appends them there, one JSON line each, for .ci/run's table.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printSlowest } from './slowest-tests.mjs';
import { printStages, runStage } from './stage-table.mjs';

// Each test stage writes a JSON report here, read back for its slowest files and tests.
const reports = mkdtempSync(join(tmpdir(), 'oportuna-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const browserReport = join(reports, 'playwright.json');
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type check', 'npm', ['run', 'typecheck']],
  [
    'Unit and API tests (Vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    vitestReport,
  ],
];
const skipBrowser = process.env.E2E === '0';
if (!skipBrowser) {
  const chromium =
    process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  if (!chromium || !existsSync(chromium)) {
    console.error(
      'Chromium não encontrado: os testes de navegador precisam dele.\n' +
        '  Instale com: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  ou indique o executável em CHROME_PATH; para pular só esses testes, use E2E=0 npm test.',
    );
    process.exit(1);
  }
  steps.push(['Production build', 'npm', ['run', 'build']]);
  steps.push(['Browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e'], browserReport]);
}

console.log(
  process.env.DATABASE_URL
    ? 'API tests on the PostgreSQL server of DATABASE_URL, the embedded slice on PGlite.'
    : 'API tests on the embedded PGlite (set DATABASE_URL to run them on PostgreSQL).',
);
const done = [];
for (const [title, command, args, report] of steps) {
  const env = { ...process.env, E2E_JSON_REPORT: browserReport };
  const { status, ...stage } = runStage(title, command, args, env);
  if (report && existsSync(report)) printSlowest(report);
  done.push(stage);
  if (process.env.TEST_STAGES_FILE) {
    appendFileSync(process.env.TEST_STAGES_FILE, `${JSON.stringify(stage)}\n`);
  }
  if (!stage.ok) {
    printStages(done);
    console.error(`\n✗ ${title} falhou (código ${status}).`);
    process.exit(typeof status === 'number' ? status : 1);
  }
  console.log(`✓ ${title} (${stage.seconds.toFixed(1)} s)`);
}
printStages(done);
if (skipBrowser) console.log('\nTestes de navegador pulados (E2E=0).');
