import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPerDatabase } from '../lib/sql/prepared-per-database.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';
import { rows } from './rows.ts';

const probes = pgTable('kept_probes', {
  id: integer('id').primaryKey(),
  label: text('label'),
  active: boolean('active').notNull(),
});

const byIds = preparedPerDatabase((db) =>
  db
    .select({ id: probes.id, label: probes.label, active: probes.active })
    .from(probes)
    .where(
      sql`${probes.id} = any(${sql.placeholder('ids')}::int[])
        and (${sql.placeholder('label')}::text is null or ${probes.label} = ${sql.placeholder('label')})
        and ${probes.active} = ${sql.placeholder('active')}`,
    )
    .orderBy(probes.id)
    .prepare('kept_probes_by_ids'),
);

const keptStatements = async (database: Database) =>
  rows<{ name: string; runs: number }>(
    database.db,
    sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
  );

describe('statements the product prepares, on the embedded database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(sql`create table kept_probes (id int primary key, label text,
      active boolean not null)`);
    await database.db.execute(sql`insert into kept_probes
      select g, case when g % 3 = 0 then null else 'p' || g end, g % 2 = 0
      from generate_series(1, 40) g`);
  });
  afterAll(() => database.close());

  it('are parsed once and kept, answering each run with its own parameters', async () => {
    const statement = byIds(database.db);
    const first = await statement.execute({ ids: [1, 2, 3, 4], label: null, active: true });
    expect(first).toEqual([
      { id: 2, label: 'p2', active: true },
      { id: 4, label: 'p4', active: true },
    ]);
    for (let run = 0; run < 6; run++) {
      const ids = [run + 10, run + 11];
      const found = await statement.execute({ ids, label: null, active: false });
      expect(found.map((row) => row.id)).toEqual(ids.filter((id) => id % 2 === 1));
    }
    const labelled = await statement.execute({ ids: [5, 6, 7, 8], label: 'p7', active: false });
    expect(labelled).toEqual([{ id: 7, label: 'p7', active: false }]);

    const kept = await keptStatements(database);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.runs).toBe(8);
  });

  it('answer an error for bad parameters and keep working', async () => {
    const statement = byIds(database.db);
    await expect(
      statement.execute({ ids: ['not a number'], label: null, active: true }),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
    const found = await statement.execute({ ids: [2], label: 'p2', active: true });
    expect(found).toEqual([{ id: 2, label: 'p2', active: true }]);
  });

  it('wait for a transaction in progress instead of running inside it', async () => {
    const statement = byIds(database.db);
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let inserted: () => void = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into kept_probes values (100, 'uncommitted', true)`);
        inserted();
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await insertDone;
    // Sent while the transaction holds its uncommitted row.
    const read = statement.execute({ ids: [100], label: null, active: true });
    let answered = false;
    void read.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    finish();
    expect(await transaction).toBe('rolled back');
    expect(await read).toEqual([]);
  });
});
