import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, openDatabase } from './open-database.ts';

const serverUrl = process.env.DATABASE_URL;

/** The most statements tagged `tag` seen running at once while `work` runs. */
async function peakRunning(tag: string, work: Promise<unknown>): Promise<number> {
  const watcher = new pg.Client({ connectionString: serverUrl });
  await watcher.connect();
  let peak = 0;
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  try {
    while (!done) {
      const result = await watcher.query(
        `select count(*)::int as running from pg_stat_activity
         where state = 'active' and query like $1 and pid <> pg_backend_pid()`,
        [`%${tag}%`],
      );
      peak = Math.max(peak, result.rows[0].running as number);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await finished;
    return peak;
  } finally {
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
        const statements = Array.from({ length: 12 }, () =>
          database.db.execute(sql.raw(`select pg_sleep(0.15), '${tag}' as tag`)),
        );
        const answers = Promise.all(statements);
        expect(await peakRunning(tag, answers)).toBe(expected);
        expect(await answers).toHaveLength(12);
      } finally {
        await database.close();
      }
    },
  );
});
