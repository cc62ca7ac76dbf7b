import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database.ts';
import { prepareDatabase } from '../src/db/prepare-database.ts';
import { adminDatabaseUrl, dropDatabase, TEST_DATABASE_PREFIX } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgresql'; serverUrl: string; templateName: string };
  }
}

/**
 * Prepares one database with migrations, reference and demo data; every test file then starts
 * from its own copy of it (a PGlite data-dir dump, or a PostgreSQL TEMPLATE clone).
 */
export default async function setup(project: TestProject) {
  const log = { info: () => {} };
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templateName = `${TEST_DATABASE_PREFIX}tpl_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({
      kind: 'postgresql',
      url: adminDatabaseUrl(serverUrl),
      poolSize: 1,
    });
    await admin.db.execute(`create database ${templateName}`);
    const template = await openDatabase({
      kind: 'postgresql',
      url: withDatabase(serverUrl, templateName),
    });
    await prepareDatabase(template, { demoData: true, log });
    await template.close();
    project.provide('testDatabase', { kind: 'postgresql', serverUrl, templateName });
    return async () => {
      await dropDatabase(admin, templateName);
      await admin.close();
    };
  }

  const folder = mkdtempSync(join(tmpdir(), 'oportuna-test-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { demoData: true, log });
  const client = (
    database.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir('gzip');
  const templateFile = join(folder, 'template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => rmSync(folder, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
