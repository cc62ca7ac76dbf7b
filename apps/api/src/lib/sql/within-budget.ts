import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withLocalSetting } from './with-local-setting.ts';

/** Whether a statement failed for running past its `statement_timeout`. */
function timedOut(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  return failure.code === '57014' || failure.cause?.code === '57014';
}

/**
 * The rows `read` answers, or null when its statement runs past `budgetMs` (or there is no
 * time at all): a `statement_timeout` local to its own transaction.
 */
export async function withinBudget<Row>(
  db: Db,
  budgetMs: number,
  read: (tx: Db) => PromiseLike<Row[]>,
): Promise<Row[] | null> {
  if (budgetMs <= 0) return null;
  try {
    const timeout = sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(budgetMs))}`);
    return await withLocalSetting(db, timeout, read);
  } catch (error) {
    if (timedOut(error)) return null;
    throw error;
  }
}
