import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Db } from './database.ts';
import * as schema from './schema/index.ts';

const CONNECT_TIMEOUT_MS = 10_000;

export type DatabaseTarget =
  | { kind: 'postgresql'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgresql'
    ? openPostgres(target.url, target.poolSize)
    : openPglite(target);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
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
  return {
    db,
    engine: 'postgresql',
    listen: (c, f) => listenPostgres(url, c, f),
    close: () => pool.end(),
  };
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const dataDir = target.dataDir ? join(target.dataDir, 'pgdata') : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: pgliteExtensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Não foi possível abrir o banco embutido em ${dataDir ?? 'memória'}: os arquivos parecem corrompidos ou de outra versão (${(error as Error).message}). Nada foi alterado.`,
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** LISTEN needs a connection of its own, outside the pool, held for the process's life. */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  await client.connect();
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return () => client.end();
}

function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
