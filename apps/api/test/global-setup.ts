import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { prepareDatabase } from '../src/db/prepare-database.ts';
import { rows } from '../src/db/rows.ts';
import { prepareDataDir } from '../src/lib/data-dir.ts';
import { EMBEDDED_PROJECT } from './engine-projects.ts';
import { adminDatabaseUrl, TEST_DATABASE_PREFIX } from './postgres-admin.ts';
import { templateKey } from './template-key.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateDir: string }
      | { kind: 'postgresql'; serverUrl: string; templateName: string };
  }
}

const log = { info: () => {} };

/** Where prepared embedded databases are kept between runs; `npm ci` clears it. */
const CACHE = fileURLToPath(
  new URL('../../../node_modules/.cache/oportuna-test-db', import.meta.url),
);
const TEMPLATE_PREFIX = `${TEST_DATABASE_PREFIX}tpl_`;
/** A kept template unused this long is removed: no run that could still copy it lasts as long. */
const UNUSED_FOR_MS = 2 * 60 * 60 * 1000;

/**
 * Prepares one database with migrations, reference and demo data; every test file then starts
 * from its own copy of it: a copy of an embedded data folder, or a PostgreSQL TEMPLATE clone.
 * The embedded project always runs on PGlite; the others on the server DATABASE_URL names,
 * when it names one. The prepared database is kept under a name made of everything that
 * prepared it (template-key.ts), so a run after a change elsewhere starts at once.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  const serverUrl = project.name === EMBEDDED_PROJECT ? undefined : process.env.DATABASE_URL;
  if (serverUrl) {
    const templateName = await postgresTemplate(serverUrl, `${TEMPLATE_PREFIX}${key}`);
    project.provide('testDatabase', { kind: 'postgresql', serverUrl, templateName });
  } else {
    project.provide('testDatabase', { kind: 'pglite', templateDir: await embeddedTemplate(key) });
  }
}

async function prepared(database: Database): Promise<void> {
  await prepareDatabase(database, { demoData: true, log });
}

/**
 * A data folder on disk, copied per file: PGlite then reads only the pages a test touches,
 * where loading a dump of the same folder into memory took five times as long. Built beside
 * its final place and renamed there, so a run that stops half-way or a parallel run never
 * leaves or sees half a template; templates no run has used for two hours are removed.
 */
async function embeddedTemplate(key: string): Promise<string> {
  const templateDir = join(CACHE, key);
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(templateDir)) {
    const building = mkdtempSync(join(CACHE, 'building-'));
    // A product data folder like any other, so a command can be pointed at a copy of it.
    prepareDataDir(building);
    const database = await openDatabase({ kind: 'pglite', dataDir: building });
    await prepared(database);
    await database.db.execute('checkpoint');
    await database.close();
    try {
      renameSync(building, templateDir);
    } catch {
      rmSync(building, { recursive: true, force: true }); // a parallel run got there first
    }
  }
  const now = new Date();
  utimesSync(templateDir, now, now);
  for (const other of readdirSync(CACHE)) {
    const path = join(CACHE, other);
    if (other !== key && now.getTime() - statSync(path).mtimeMs > UNUSED_FOR_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return templateDir;
}

/**
 * The same on a PostgreSQL server: a database named after the key, prepared under a name of
 * its own and renamed when complete. Its comment records when a run last used it; templates
 * unused for two hours are dropped.
 */
async function postgresTemplate(serverUrl: string, templateName: string): Promise<string> {
  const admin = await openDatabase({
    kind: 'postgresql',
    url: adminDatabaseUrl(serverUrl),
    poolSize: 1,
  });
  try {
    const kept = await rows<{ name: string; used: string | null }>(
      admin.db,
      `select datname as name, shobj_description(oid, 'pg_database') as used
         from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
    );
    if (!kept.some(({ name }) => name === templateName)) {
      const building = `${templateName}_${process.pid}`;
      await admin.db.execute(`drop database if exists ${building}`);
      await admin.db.execute(`create database ${building}`);
      const template = await openDatabase({
        kind: 'postgresql',
        url: withDatabase(serverUrl, building),
      });
      await prepared(template);
      await template.close();
      try {
        await admin.db.execute(`alter database ${building} rename to ${templateName}`);
      } catch {
        await admin.db.execute(`drop database if exists ${building} with (force)`);
      }
    }
    const now = Date.now();
    await admin.db.execute(`comment on database ${templateName} is '${now}'`);
    for (const { name, used } of kept) {
      if (name !== templateName && now - Number(used ?? 0) > UNUSED_FOR_MS) {
        // Without force: a template another run is copying right now stays.
        await admin.db.execute(`drop database if exists ${name}`).catch(() => {});
      }
    }
    return templateName;
  } finally {
    await admin.close();
  }
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
