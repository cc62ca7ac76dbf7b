import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  type Database,
  DatabaseUnavailableError,
  type Db,
  type ListenHandlers,
} from './database.ts';
import { PgliteKeptStatements, rememberKeptStatements } from './pglite-kept-statements.ts';
import { pooledTransaction } from './pooled-transaction.ts';
import * as schema from './schema/index.ts';

const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Connections a process keeps for requests unless DATABASE_POOL_SIZE says otherwise. Measured
 * on 2 cores (docs/performance.md, 2026-11-26, evening): 4 gave the opportunity list a lower p99
 * than 10, but a company page, several short statements, lost about a third of its throughput.
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Session settings of the connections that answer requests:
 * - JIT compilation pays off for long analytical statements; for a list page it adds tens of
 *   milliseconds each time a plan's estimated cost crosses `jit_above_cost` (wide company
 *   filters do), so it is off (decision 0011).
 * - No parallel workers: a count over tens of thousands of entries was planned with two, each
 *   started for a few milliseconds of work and taking the cores other requests need.
 * - 32 MB for a sort or a bitmap instead of 4: a company name's trigram bitmap ANDed with a
 *   CNAE's and a period's (half a million entries each) no longer fits 4 MB, turns lossy, and
 *   every row of the pages it keeps is read again and its name checked: 7.2 s where the exact
 *   bitmap takes 0.37 s (docs/performance.md, 2026-11-26). At most `DEFAULT_POOL_SIZE`
 *   connections a process unless DATABASE_POOL_SIZE says otherwise.
 *
 * A data load (`loads`) runs few, long statements over millions of rows, alone: it keeps the
 * server's parallel workers and memory settings.
 */
const REQUEST_SESSION = '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=32MB';
const LOAD_SESSION = '-c jit=off';

export type DatabaseTarget =
  | { kind: 'postgresql'; url: string; poolSize?: number; loads?: boolean }
  | { kind: 'pglite'; dataDir?: string };

export const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgresql'
    ? openPostgres(target.url, target.poolSize, target.loads ? LOAD_SESSION : REQUEST_SESSION)
    : openPglite(target);
}

async function openPostgres(
  url: string,
  poolSize: number | undefined,
  options: string,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    options,
    max: poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // A client that loses its server (a restart, pg_terminate_backend) emits 'error'; unheard,
  // that event would end the process. Idle clients are covered by the pool's own listener,
  // clients in use (mid-transaction) by this one: their next query fails and is answered 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const target = describePostgresUrl(url);
    throw new DatabaseUnavailableError(
      `Não foi possível conectar ao PostgreSQL em ${target}: ${(error as Error).message || 'sem resposta'}`,
    );
  }
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  db.transaction = pooledTransaction(pool, schema);
  return {
    db,
    engine: 'postgresql',
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

async function openPglite(target: { dataDir?: string }): Promise<Database> {
  const dataDir = target.dataDir ? join(target.dataDir, 'pgdata') : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Não foi possível abrir o banco embutido em ${dataDir ?? 'memória'}: os arquivos parecem corrompidos ou de outra versão (${(error as Error).message}). Nada foi alterado.`,
    );
  }
  const kept = new PgliteKeptStatements(client);
  const db = drizzlePglite({ client: kept as unknown as PGlite, schema }) as unknown as Db;
  // What needs PGlite itself (the importer's session) finds it here, as on PostgreSQL's pool.
  (db as unknown as { $client: PGlite }).$client = client;
  rememberKeptStatements(db, kept);
  return {
    db,
    engine: 'pglite',
    listen: async (channel, { onPayload }) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

const RELISTEN_FIRST_DELAY_MS = 200;
const RELISTEN_MAX_DELAY_MS = 5_000;

/**
 * LISTEN needs a connection of its own, outside the pool, held for the process's life. When
 * it is lost the connection is made again (retrying with a growing pause while the server is
 * away) and LISTEN re-issued.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_FIRST_DELAY_MS;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect().then(
        () => {
          if (!closed) handlers.onReconnect();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.onPayload(message.payload);
      }
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RELISTEN_FIRST_DELAY_MS;
  }

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
