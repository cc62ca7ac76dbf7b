import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/test-clock.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
import { createMatchAlertQueue } from './match-alert-queue.ts';
import type { QueuedEvaluation } from './match-alerts-queries.ts';

describe('the match alert queue', () => {
  const database = useTestDatabase();
  const clock = createTestClock(new Date('2026-12-01T12:00:00Z'));

  const queued = async (db: Db) =>
    rows<{ city_id: number; claimed: boolean }>(
      db,
      sql`select city_id, claimed_at is not null as claimed from match_alert_queue order by id`,
    );

  const queueOf = (db: Db) => {
    const errors: object[] = [];
    const log = { error: (obj: object) => errors.push(obj) };
    const tasks = createBackgroundTasks(log);
    return { queue: createMatchAlertQueue({ db, clock, tasks, log }), tasks, errors };
  };

  it('keeps what a stopped process did not run, and runs it when the next one starts', async () => {
    const db = database().db;
    const stopped = queueOf(db);
    await db.transaction(async (tx) => {
      await stopped.queue.queueCity(tx as unknown as Db, 101);
      await stopped.queue.queueCity(tx as unknown as Db, 101); // once per subject
    });
    // A change rolled back queues nothing.
    await db
      .transaction(async (tx) => {
        await stopped.queue.queueCity(tx as unknown as Db, 202);
        throw new Error('rolled back');
      })
      .catch(() => {});
    stopped.queue.kick(); // nothing runs it: the process stops here
    await stopped.tasks.drain();
    expect(await queued(db)).toEqual([{ city_id: 101, claimed: false }]);

    const next = queueOf(db);
    const ran: QueuedEvaluation[] = [];
    next.queue.start(async (item) => {
      ran.push(item);
    });
    await next.tasks.drain();
    expect(ran.map((item) => item.cityId)).toEqual([101]);
    expect(await queued(db)).toEqual([]);
  });

  it('logs a failed evaluation, keeps it, and runs it again once its claim has aged', async () => {
    const db = database().db;
    const failing = queueOf(db);
    failing.queue.start(async () => {
      throw new Error('scoring failed');
    });
    await db.transaction((tx) => failing.queue.queueCity(tx as unknown as Db, 303));
    failing.queue.kick();
    await failing.tasks.drain();
    expect(failing.errors).toHaveLength(1);
    expect(await queued(db)).toEqual([{ city_id: 303, claimed: true }]);

    const later = queueOf(db);
    const ran: number[] = [];
    later.queue.start(async (item) => {
      ran.push(item.cityId ?? 0);
    });
    await later.tasks.drain();
    expect(ran).toEqual([]); // still claimed by the failed run
    clock.advanceMinutes(6);
    later.queue.kick();
    await later.tasks.drain();
    expect(ran).toEqual([303]);
    expect(await queued(db)).toEqual([]);
  });
});
