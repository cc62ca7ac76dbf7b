import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Writes that make what a process keeps in memory stale. */
export type Change =
  /** A session, every session of a user or of a customer's users, changed. */
  | { topic: 'sessions'; sessionId?: string; userId?: number; customerId?: number }
  | { topic: 'favorites'; userId: number }
  /** What lists show changed (opportunities, localities, office holders): answers are stale. */
  | { topic: 'lists' }
  /** The location quotients were rebuilt (a Receita release was recorded or removed). */
  | { topic: 'quotients' }
  /** A user's matching weights changed. */
  | { topic: 'match_weights'; userId: number }
  /** Changes may have been missed (the feed's connection was lost): drop everything. */
  | { topic: 'resync' };

type Listener = (change: Change) => void;
type Logger = { warn: (msg: string) => void; info: (msg: string) => void };

const CHANNEL = 'oportuna_changes';

/**
 * Tells every API process about changes that invalidate in-memory caches, through PostgreSQL
 * LISTEN/NOTIFY. The writes are announced by database triggers on commit (migration 0007),
 * so no writer, not even a script in psql, can forget to. When the listening connection is
 * lost and made again, every listener hears `resync`, since what was notified meanwhile
 * never arrived. Caches also keep short lifetimes, so a notice lost some other way heals
 * itself.
 */
export async function createChangeFeed(database: Database, log: Logger) {
  const listeners = new Set<Listener>();
  const markers = new Map<string, () => void>();
  let listening = false;
  const deliver = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  let stop: (() => Promise<void>) | null = null;
  try {
    stop = await database.listen(CHANNEL, {
      onPayload: (payload) => {
        const message = parse(payload);
        if (!message) return;
        if (message.marker) markers.get(message.marker)?.();
        else if (message.change) deliver(message.change);
      },
      onReconnect: () => {
        log.info('Aviso de alterações entre processos restabelecido; caches descartados');
        deliver({ topic: 'resync' });
      },
    });
    listening = true;
  } catch (error) {
    log.warn(`Sem aviso de alterações entre processos: ${(error as Error).message}`);
  }
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Resolves once this process has heard every change committed before the call: a marker
     * sent now arrives after them, since notices reach listeners in commit order.
     */
    async caughtUp(timeoutMs = 1_000): Promise<void> {
      if (!listening) return;
      const marker = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        markers.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ marker })})`);
        await heard;
      } catch {
        // The database is away: nothing new can have been committed meanwhile.
      } finally {
        markers.delete(marker);
      }
    },
    close: async () => {
      await stop?.();
    },
  };
}

type Message = { change?: Change; marker?: string };

function parse(payload: string): Message | null {
  try {
    const message = JSON.parse(payload);
    if (typeof message?.marker === 'string') return { marker: message.marker };
    return typeof message?.change?.topic === 'string' ? message : null;
  } catch {
    return null;
  }
}

export type ChangeFeed = Awaited<ReturnType<typeof createChangeFeed>>;
