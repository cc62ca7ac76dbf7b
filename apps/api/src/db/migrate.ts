import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths.ts';
import type { Database } from './database.ts';
import { rowsOf } from './rows.ts';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** What is read of the migrator's own history: when each applied migration was made. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

export class ForeignDatabaseError extends Error {}

/** Applies pending migrations; a database holding someone else's tables is refused. */
export async function migrateDatabase(database: Database): Promise<void> {
  await refuseForeignDatabase(database);
  const config = { migrationsFolder };
  if (database.engine === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the engine's own Drizzle type
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePostgres(database.db as any, config);
  }
}

async function refuseForeignDatabase({ db }: Database): Promise<void> {
  // A select of values without FROM, which the builder cannot write.
  const [row] = await rowsOf(
    db,
    {
      ours: sql<boolean>`exists (select 1 from information_schema.tables
              where table_schema = 'drizzle' and table_name = '__drizzle_migrations')`,
      tables: sql<number>`(select count(*)::int from information_schema.tables where table_schema = 'public')`,
    },
    (columns) => sql`select ${columns}`,
  );
  if (row && !row.ours && row.tables > 0) {
    throw new ForeignDatabaseError(
      'O banco de dados já contém tabelas que não são do Oportuna; use um banco vazio. Nada foi alterado.',
    );
  }
}

/** The tag of the newest applied migration, e.g. "0001_initial_schema". */
export async function schemaVersion({ db }: Database): Promise<string> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const m = appliedMigrations;
  const [latest] = await db
    .select({ created_at: m.createdAt })
    .from(m)
    .orderBy(desc(m.createdAt))
    .limit(1);
  const applied = latest?.created_at ?? 0;
  const entry = journal.entries.find((e) => e.when === applied);
  return entry?.tag ?? 'none';
}
