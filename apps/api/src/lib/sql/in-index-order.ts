import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withLocalSetting } from './with-local-setting.ts';

/**
 * The rows `read` answers with the planner told not to sort: for a page the caller has chosen to
 * read by walking an index in its order, where the planner's estimate of the filter would
 * rather sort all its matches.
 */
export const inIndexOrder = <Row>(db: Db, read: (tx: Db) => PromiseLike<Row[]>): Promise<Row[]> =>
  withLocalSetting(db, sql`set local enable_sort = off`, read);
