import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database & { url?: string };
  config: AppConfig;
  close: () => Promise<void>;
};

/** The real app on a private copy of the test database and a private DATA_DIR. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock' | 'notificationEvents' | 'logger' | 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    // Lists answer from SQL unless a test asks for the index (and waits for it).
    COMPANY_LIST_INDEX: 'false',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, {
    database,
    logger: Boolean(process.env.TEST_LOGS),
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
