import type { Database } from '../src/db/database.ts';

export const TEST_DATABASE_PREFIX = 'oportuna_test_';

/** The maintenance database of the server DATABASE_URL points at. */
export function adminDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export async function dropDatabase(admin: Database, name: string): Promise<void> {
  if (!name.startsWith(TEST_DATABASE_PREFIX) || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error(`refusing to drop ${name}`);
  }
  await admin.db.execute(`drop database if exists ${name} with (force)`);
}
