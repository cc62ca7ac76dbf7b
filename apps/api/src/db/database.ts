import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type DatabaseEngine = 'pglite' | 'postgresql';

/** Drizzle over either engine; both speak the same SQL, so queries never branch on it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: DatabaseEngine;
  /**
   * Delivers the payloads NOTIFY sends on `channel`; the answer stops listening. A lost
   * connection is re-established and LISTEN issued again, then `onReconnect` runs: what was
   * notified in between is lost, so the listener must assume anything may have changed.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type ListenHandlers = { onPayload: (payload: string) => void; onReconnect: () => void };

export class DatabaseUnavailableError extends Error {}
