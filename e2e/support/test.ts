import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { type ProductServer, startProductServer } from './product-server.ts';

export type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Every worker serves its own copy of the prepared data folder from its own product process,
 * so workers run side by side without seeing each other's writes. Tests reach it through
 * `baseURL`, and the e-mail helpers read its outbox through E2E_DATA_DIR.
 */
export const test = base.extend<object, { product: ProductServer }>({
  product: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture takes from this pattern.
    async ({}, use, workerInfo) => {
      const runDir = process.env.E2E_RUN_DIR;
      if (!runDir) throw new Error('E2E_RUN_DIR não definido: a preparação global não rodou.');
      const dataDir = join(runDir, `worker-${workerInfo.workerIndex}`);
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(join(runDir, 'template'), dataDir, { recursive: true });
      const server = await startProductServer(dataDir);
      process.env.E2E_DATA_DIR = dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ product }, use) => use(product.url),
});
