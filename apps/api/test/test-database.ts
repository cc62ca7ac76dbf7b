import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-test-db-'));
    cpSync(target.templateDir, dataDir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
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

/** Whether this project's test databases are on a PostgreSQL server (else embedded). */
export function onPostgres(): boolean {
  return inject('testDatabase').kind === 'postgresql';
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
