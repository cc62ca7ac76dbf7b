import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';

/** Column name → the SQL type jsonb_to_recordset reads it as. */
export type ColumnTypes<T> = { [K in keyof T & string]: string };

const BATCH_SIZE = 20_000;

/**
 * One `insert … select from jsonb_to_recordset($json)` statement per batch: a single round
 * trip for thousands of rows, fast on both PGlite and PostgreSQL.
 */
export async function bulkInsert<T extends object>(
  db: Db,
  table: string,
  columns: ColumnTypes<T>,
  records: readonly T[],
  options: { onConflict?: string } = {},
): Promise<number> {
  const names = Object.keys(columns);
  const columnList = names.map((name) => `"${name}"`).join(', ');
  const definitions = names
    .map((name) => `"${name}" ${columns[name as keyof ColumnTypes<T>]}`)
    .join(', ');
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(records.slice(start, start + BATCH_SIZE));
    await db.execute(sql`
      insert into ${sql.raw(table)} (${sql.raw(columnList)})
      select ${sql.raw(columnList)}
      from jsonb_to_recordset(${batch}::jsonb) as x(${sql.raw(definitions)})
      ${sql.raw(options.onConflict ?? '')}`);
  }
  return records.length;
}

/**
 * Takes a block of consecutive ids from the table's sequence and hands them to the records
 * in order, so that ids do not depend on how the database orders an insert, and children can
 * point at their parents before anything is written.
 */
async function assignIds<T extends { id: number }>(
  db: Db,
  table: string,
  records: T[],
): Promise<T[]> {
  if (records.length === 0) return records;
  // A select of a value without FROM, which the builder cannot write; setval answers a bigint.
  const [row] = await rowsOf(
    db,
    {
      last: sql`setval(pg_get_serial_sequence(${table}, 'id'),
                  nextval(pg_get_serial_sequence(${table}, 'id')) + ${records.length - 1})`.mapWith(
        Number,
      ),
    },
    (columns) => sql`select ${columns}`,
  );
  const first = Number(row?.last) - records.length + 1;
  records.forEach((record, index) => {
    record.id = first + index;
  });
  return records;
}

/** Assigns ids from the table's sequence, then inserts. */
export async function insertWithIds<T extends { id: number }>(
  db: Db,
  table: string,
  columns: ColumnTypes<T>,
  records: T[],
): Promise<number> {
  await assignIds(db, table, records);
  return bulkInsert(db, table, columns, records);
}
