import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { withDatabase } from './global-setup.ts';
import { adminDatabaseUrl, dropDatabase, TEST_DATABASE_PREFIX } from './postgres-admin.ts';

/**
 * A fresh database holding migrations, reference and demo data, private to the caller.
 * `close` discards it. On PostgreSQL `url` tells where it is, for a second connection.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const blob = new Blob([readFileSync(target.templateFile)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({
    kind: 'postgresql',
    url: adminDatabaseUrl(target.serverUrl),
    poolSize: 1,
  });
  await admin.db.execute(`create database ${name} template ${target.templateName}`);
  const url = withDatabase(target.serverUrl, name);
  const database = await openDatabase({ kind: 'postgresql', url, poolSize: 4 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}

/**
 * Opens a private test database before the enclosing suite and closes it after, sparing each
 * suite the same hooks; the function returned reaches it from tests and later hooks.
 */
export function useTestDatabase(): () => Database & { url?: string } {
  let database: (Database & { url?: string }) | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('The test database opens in beforeAll: use it in a test');
    return database;
  };
}
