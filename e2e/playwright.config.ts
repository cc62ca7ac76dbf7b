import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './support/chromium.ts';

/** A free port chosen once per run, so browser tests never collide with a running product. */
const port =
  process.env.E2E_PORT ??
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT = port;
const givenDataDir = process.env.E2E_DATA_DIR;
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'oportuna-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// A directory of the run's own (its database and uploads, some 250 MB) leaves with the run;
// one given in E2E_DATA_DIR stays, to be looked at. The workers inherit the variable.
if (!givenDataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The production build, served by the API exactly as `npm start` does.
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
