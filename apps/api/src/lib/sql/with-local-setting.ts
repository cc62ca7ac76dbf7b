import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The statement's rows, run in a transaction of its own after `setting` (a `set local …`), so
 * that the connection goes back to the pool with its settings untouched.
 */
export function withLocalSetting<Row>(db: Db, setting: SQL, statement: SQL): Promise<Row[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(setting);
    return rows<Row>(tx, statement);
  });
}
