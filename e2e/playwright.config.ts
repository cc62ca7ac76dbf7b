import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, IGNORED_DEFAULT_ARGS } from './support/chromium.ts';

/**
 * One worker per two cores, measured (docs/testing.md): a browser test keeps a core busy with
 * the browser and another with the product, so a second worker on two cores made the run
 * slower (34.8 against 20.8 min) and flaky. E2E_WORKERS overrides it.
 */
const workers =
  Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2));

export default defineConfig({
  testDir: './tests',
  // Each worker starts its own product from the prepared data folder (support/test.ts).
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : ([['html', { open: 'never' }]] as const)),
    // npm test reads it back for the slowest tests (scripts/slowest-tests.mjs).
    ...(process.env.E2E_JSON_REPORT
      ? ([['json', { outputFile: process.env.E2E_JSON_REPORT }]] as const)
      : []),
  ],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          ignoreDefaultArgs: IGNORED_DEFAULT_ARGS,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
