import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/**
 * The rows `read` answers on the transaction it is given, run after `setting` (a
 * `set local …`), so that the connection goes back to the pool with its settings untouched.
 * The rows are typed by the statement `read` runs.
 */
export function withLocalSetting<Row>(
  db: Db,
  setting: SQL,
  read: (tx: Db) => PromiseLike<Row[]>,
): Promise<Row[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(setting);
    return read(tx);
  });
}
