import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
