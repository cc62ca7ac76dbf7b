import {
  type AnyColumn,
  Column,
  type DriverValueDecoder,
  type GetColumnData,
  is,
  SQL,
  sql,
} from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './database.ts';

/**
 * Runs raw SQL and returns its rows as the driver gives them; both drivers answer `{ rows }`.
 * Product code reads rows typed by their statement (the query builder, or `rowsOf` below), and
 * uses this one only where what the rows hold does not matter (`found.length > 0`): the rows
 * are `unknown` unless a type is given, which `module-boundaries.test.ts` allows in tests only.
 */
export async function rows<T = unknown>(db: Db, query: SQL | string): Promise<NoInfer<T>[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What a statement reads, by output name: schema columns and `sql<T>` expressions. */
export type Selection = Record<string, AnyColumn | SQL>;

/** A row of that selection, as the query builder types it. */
export type SelectionRow<S extends Selection> = SelectResultFields<S>;

/**
 * The rows of a statement the query builder cannot write as it stands (a CTE feeding window
 * functions, an `insert … select … returning`, a query of the catalogues). `statement` places
 * the output list the selection names (`<expression> as "<name>", …`) where it belongs, or
 * names those outputs itself from inside; each row is typed from the selection and each value
 * mapped as the builder maps it: a column's through the column, an `sql<T>`'s through its
 * `mapWith`, if any.
 */
export async function rowsOf<S extends Selection>(
  db: Db,
  selection: S,
  statement: (columns: SQL) => SQL,
): Promise<SelectionRow<S>[]> {
  const entries = Object.entries(selection);
  const columns = sql.join(
    entries.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const decoders = entries.map(([name, value]) => [name, decoderOf(value)] as const);
  const found = await rows(db, statement(columns));
  return found.map((driverRow) => {
    const row = driverRow as Record<string, unknown>;
    const mapped: Record<string, unknown> = {};
    for (const [name, decoder] of decoders) {
      const value = row[name];
      mapped[name] = value === null || value === undefined ? null : decoder(value);
    }
    return mapped as SelectionRow<S>;
  });
}

function decoderOf(value: AnyColumn | SQL): (value: unknown) => unknown {
  if (is(value, Column)) return (driverValue) => value.mapFromDriverValue(driverValue);
  if (is(value, SQL)) {
    // Where `mapWith` keeps its decoder; drizzle's own row mapping reads it there too.
    const { decoder } = value as unknown as { decoder: DriverValueDecoder<unknown, unknown> };
    return (driverValue) => decoder.mapFromDriverValue(driverValue);
  }
  throw new Error('rowsOf: each output is a column or an sql expression');
}

/**
 * A column read where it may be missing (the far side of a left join, a derived table): typed
 * and mapped as the column, or null.
 */
export const orNull = <C extends AnyColumn>(column: C, expression: SQL = sql`${column}`) =>
  expression.mapWith(column) as SQL<GetColumnData<C> | null>;

/**
 * The column as a derived table (a CTE, a subquery, a lateral join) names it: `<alias>.<name>`
 * (the name the statement gave it, the column's own by default), typed and mapped as the column.
 */
export const columnOf = <C extends AnyColumn>(source: string, column: C, name = column.name) =>
  sql`${sql.identifier(source)}.${sql.identifier(name)}`.mapWith(column) as SQL<GetColumnData<C>>;
