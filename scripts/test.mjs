// The whole suite, as `npm test` runs it: lint, types, unit and API tests, then the production
// build and the browser tests. Set E2E=0 to skip the browser tests explicitly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
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
  steps.push(['Browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e']]);
}

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} falhou (código ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (skipBrowser) console.log('\nTestes de navegador pulados (E2E=0).');
