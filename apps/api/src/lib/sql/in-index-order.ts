import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The statement's rows with the planner told not to sort, in a transaction of its own: for a
 * page the caller has chosen to read by walking an index in its order, where the planner's
 * estimate of the filter would rather sort all its matches.
 */
export function inIndexOrder<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local enable_sort = off`);
    return rows<Row>(tx, statement);
  });
}
