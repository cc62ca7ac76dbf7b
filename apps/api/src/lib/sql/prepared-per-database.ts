import type { Db } from '../../db/database.ts';
import { keepPrepared } from '../../db/pglite-kept-statements.ts';

/**
 * A prepared statement built once per database handle (each pooled connection then plans it
 * once), for statements whose text never changes.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Db) => Prepared) {
  const built = new WeakMap<Db, Prepared>();
  return (db: Db): Prepared => {
    let statement = built.get(db);
    if (!statement) {
      statement = prepare(db);
      keepPrepared(db, statement);
      built.set(db, statement);
    }
    return statement;
  };
}
