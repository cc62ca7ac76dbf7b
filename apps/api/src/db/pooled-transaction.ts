import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.ts';
import type { Db } from './database.ts';
import type * as schema from './schema/index.ts';

type TransactionFn = Db['transaction'];

/**
 * `db.transaction` for a pool, holding the client itself. Drizzle's own (0.45) sends BEGIN
 * before the `try` that releases the client, so a BEGIN on a connection that just died (a
 * restart, pg_terminate_backend) leaks that client for good, and a few leaks exhaust the pool
 * (drizzle-orm issue 6241). Here the client is always released, and released as broken when
 * its connection failed, so the pool replaces it instead of handing it out again.
 */
export function pooledTransaction(pool: pg.Pool, tables: typeof schema): TransactionFn {
  return (async (work: Parameters<TransactionFn>[0], config?: Parameters<TransactionFn>[1]) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // On a single client Drizzle runs BEGIN, the work and COMMIT or ROLLBACK, and releases nothing.
      return await drizzle({ client, schema: tables }).transaction(work as never, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }) as TransactionFn;
}
