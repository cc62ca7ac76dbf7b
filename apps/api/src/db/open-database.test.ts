import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './database.ts';
import { ForeignDatabaseError, migrateDatabase, schemaVersion } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { rows } from './rows.ts';

describe('openDatabase', () => {
  it('fails within 10 s with a clear message when PostgreSQL is unreachable', async () => {
    const started = Date.now();
    const attempt = openDatabase({ kind: 'postgresql', url: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(attempt).rejects.toThrow(DatabaseUnavailableError);
    await expect(
      openDatabase({ kind: 'postgresql', url: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow('Não foi possível conectar ao PostgreSQL em 127.0.0.1:1/none');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a corrupt embedded data folder without touching it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oportuna-corrupt-'));
    try {
      mkdirSync(join(dir, 'pgdata'));
      writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), 'garbage');
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        DatabaseUnavailableError,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps data across restarts and applies no migration twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oportuna-restart-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateDatabase(first);
      await first.db.execute(
        sql`insert into app_settings (key, value) values ('probe', '1'::jsonb)`,
      );
      const version = await schemaVersion(first);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateDatabase(second);
      const [count] = await rows<{ applied: number }>(
        second.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const [probe] = await rows<{ value: unknown }>(
        second.db,
        sql`select value from app_settings where key = 'probe'`,
      );
      expect(await schemaVersion(second)).toBe(version);
      expect(count?.applied).toBeGreaterThanOrEqual(2);
      expect(probe?.value).toBe(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to migrate a database that holds tables of another application', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.db.execute(sql`create table invoices (id int)`);
      await expect(migrateDatabase(database)).rejects.toThrow(ForeignDatabaseError);
      const [tables] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
