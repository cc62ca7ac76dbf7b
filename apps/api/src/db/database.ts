import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type DatabaseEngine = 'pglite' | 'postgresql';

/** Drizzle over either engine; both speak the same SQL, so queries never branch on it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: DatabaseEngine;
  /** Delivers the payloads NOTIFY sends on `channel`; the answer stops listening. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export class DatabaseUnavailableError extends Error {}
