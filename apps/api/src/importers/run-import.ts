import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadReferenceData } from './reference-data/load-reference-data.ts';

/** Ends the command with a pt-BR message when the path it was given does not exist. */
export function requireExisting(path: string): void {
  if (existsSync(path)) return;
  console.error(`Caminho não encontrado: ${path}`);
  process.exit(1);
}

/**
 * What an import command does around its load: opens the database DATABASE_URL names (or the
 * embedded one in DATA_DIR), brings its schema up to date, loads the reference data (the
 * municipalities and their codes every source is mapped through), runs the load and prints its
 * report. A failure is printed in pt-BR and ends the command with status 1.
 */
export async function runImport(load: (database: Database) => Promise<string>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgresql', url: config.databaseUrl, poolSize: 2, loads: true }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database);
    await loadReferenceData(database.db);
    console.log(await load(database));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
