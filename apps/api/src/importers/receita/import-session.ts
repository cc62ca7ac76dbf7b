import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/database.ts';

/**
 * One connection held for the whole load: its statements run in order, its advisory lock
 * keeps a second loader out, and COPY streams through it.
 */
export type ImportSession = {
  query: <Row = Record<string, unknown>>(text: string) => Promise<Row[]>;
  /** Runs `COPY … FROM STDIN` (written as such) fed by `input`; answers the rows copied. */
  copy: (statement: string, input: Readable) => Promise<number>;
  release: () => Promise<void>;
};

export async function openImportSession(database: Database): Promise<ImportSession> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.engine === 'pglite'
    ? pgliteSession(client as PGlite)
    : postgresSession(await (client as pg.Pool).connect());
}

function postgresSession(client: pg.PoolClient): ImportSession {
  return {
    query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    copy: async (statement, input) => {
      const target = client.query(copyFrom(statement, { highWaterMark: 1 << 20 }));
      await pipeline(input, target);
      return target.rowCount ?? 0;
    },
    release: async () => client.release(),
  };
}

/**
 * The embedded database takes COPY input as one blob, so the file is held in memory: fit for
 * the demo release and samples, not for a national release (use PostgreSQL for that).
 */
function pgliteSession(client: PGlite): ImportSession {
  return {
    query: async <Row>(text: string) => {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
    copy: async (statement, input) => {
      const chunks: Buffer[] = [];
      await pipeline(
        input,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      );
      const result = await client.query(
        statement.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'"),
        [],
        {
          blob: new Blob(chunks),
        },
      );
      return result.affectedRows ?? 0;
    },
    release: async () => {},
  };
}
