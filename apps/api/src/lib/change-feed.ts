import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Writes that make what a process keeps in memory stale. */
export type Change =
  /** A session, or every session of a user, changed (sign-out, code checked, user edited). */
  | { topic: 'sessions'; sessionId?: string; userId?: number }
  | { topic: 'favorites'; userId: number }
  /** Opportunities changed: list pages and the counts shown beside cities are stale. */
  | { topic: 'proposals' };

type Listener = (change: Change) => void;

const CHANNEL = 'oportuna_changes';

/**
 * Tells every API process about changes that invalidate in-memory caches. The writing
 * process hears its own change at once; the others through PostgreSQL LISTEN/NOTIFY, within
 * milliseconds. Caches also keep short lifetimes, so a notice lost with a broken connection
 * heals itself.
 */
export async function createChangeFeed(database: Database, log: { warn: (msg: string) => void }) {
  const origin = randomUUID();
  const listeners = new Set<Listener>();
  const deliver = (change: Change) => {
    for (const listener of listeners) listener(change);
  };

  let stop: (() => Promise<void>) | null = null;
  try {
    stop = await database.listen(CHANNEL, (payload) => {
      const message = parse(payload);
      if (message && message.origin !== origin) deliver(message.change);
    });
  } catch (error) {
    log.warn(`Sem aviso de alterações entre processos: ${(error as Error).message}`);
  }

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Call after the write is committed. */
    async publish(change: Change): Promise<void> {
      deliver(change);
      await database.db.execute(
        sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, change })})`,
      );
    },

    close: async () => {
      await stop?.();
    },
  };
}

function parse(payload: string): { origin: string; change: Change } | null {
  try {
    const message = JSON.parse(payload);
    return typeof message?.origin === 'string' && typeof message?.change?.topic === 'string'
      ? message
      : null;
  } catch {
    return null;
  }
}

export type ChangeFeed = Awaited<ReturnType<typeof createChangeFeed>>;
