import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, openDatabase } from './open-database.ts';

const serverUrl = process.env.DATABASE_URL;

/**
 * How many statements tagged `tag` run at once when none can finish: `start` sends them while
 * this connection holds a lock they all wait for, and the count is read once it has stopped
 * growing (the pool has opened every connection it may), then the lock is let go.
 */
async function runningAtOnce(tag: string, start: (lock: number) => Promise<unknown>) {
  const watcher = new pg.Client({ connectionString: serverUrl });
  await watcher.connect();
  const lock = Math.floor(Math.random() * 2 ** 31);
  await watcher.query('select pg_advisory_lock($1)', [lock]);
  let work: Promise<unknown> = Promise.resolve();
  try {
    work = start(lock);
    let running = 0;
    for (let unchanged = 0; unchanged < 15; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const result = await watcher.query(
        `select count(*)::int as running from pg_stat_activity
         where state = 'active' and query like $1 and pid <> pg_backend_pid()`,
        [`%${tag}%`],
      );
      const now = result.rows[0].running as number;
      unchanged = now === running && now > 0 ? unchanged + 1 : 0;
      running = now;
    }
    return running;
  } finally {
    await watcher.query('select pg_advisory_unlock($1)', [lock]);
    await work;
    await watcher.end();
  }
}

describe.skipIf(!serverUrl)('connections a process keeps for requests (PostgreSQL only)', () => {
  it.each([
    ['by default', undefined, DEFAULT_POOL_SIZE],
    ['when told (DATABASE_POOL_SIZE)', 2, 2],
  ])(
    'runs at most so many statements at once %s; the others wait their turn',
    async (_how, size, expected) => {
      const database = await openDatabase({
        kind: 'postgresql',
        url: serverUrl as string,
        poolSize: size,
      });
      try {
        const tag = `pool_probe_${randomUUID().replaceAll('-', '')}`;
        let answers: Promise<unknown[]> = Promise.resolve([]);
        const running = await runningAtOnce(tag, (lock) => {
          answers = Promise.all(
            Array.from({ length: 12 }, () =>
              database.db.execute(
                sql.raw(`select pg_advisory_xact_lock_shared(${lock}), '${tag}' as tag`),
              ),
            ),
          );
          return answers;
        });
        expect(running).toBe(expected);
        expect(await answers).toHaveLength(12);
      } finally {
        await database.close();
      }
    },
  );
});
