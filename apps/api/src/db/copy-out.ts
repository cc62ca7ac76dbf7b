import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './database.ts';

/**
 * The text-format output of `COPY (query) TO STDOUT`, in chunks, from either engine: streamed
 * from PostgreSQL through a pooled connection; from the embedded database, which answers COPY
 * as one blob, whole (it holds small data sets only).
 */
export async function* copyOut(db: Db, query: string): AsyncGenerator<Buffer> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('exec' in client) {
    const result = await client.query(`copy (${query}) to '/dev/blob'`);
    if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
    return;
  }
  const connection = await client.connect();
  let finished = false;
  try {
    yield* connection.query(copyTo(`copy (${query}) to stdout`));
    finished = true;
  } finally {
    // A COPY broken or abandoned midway leaves its connection unusable: it is closed, not reused.
    connection.release(finished ? undefined : true);
  }
}
