import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { type ChangeFeed, createChangeFeed } from './change-feed.ts';

const quiet = { warn: () => {}, info: () => {} };

/** Waiting for every change committed before a request, as every matching answer does. */
describe('a process catching up with the changes committed before it asks', () => {
  let t: TestApp;
  let feed: ChangeFeed;
  let markersSent = 0;
  let heard = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // The feed's own statements are counted: they are its markers.
    const db = new Proxy(t.database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'execute') return value;
        return (query: Parameters<Db['execute']>[0]) => {
          markersSent += 1;
          return target.execute(query);
        };
      },
    });
    feed = await createChangeFeed({ ...t.database, db }, quiet);
    feed.subscribe((change) => {
      if (change.topic === 'lists') heard += 1;
    });
  });
  afterAll(async () => {
    await feed?.close();
    await t?.close();
  });

  const commitChange = () =>
    t.database.db.execute(
      sql`select pg_notify('oportuna_changes', ${JSON.stringify({ change: { topic: 'lists' } })})`,
    );

  it('has heard, for every caller, each change committed before it called', async () => {
    let committed = 0;
    const callers = Array.from({ length: 24 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i % 5));
      await commitChange();
      committed += 1;
      const before = committed;
      await feed.caughtUp(5_000);
      return { before, heard };
    });
    for (const { before, heard: after } of await Promise.all(callers))
      expect(after).toBeGreaterThanOrEqual(before);
  });

  it('sends one marker for the callers who ask while another is being sent', async () => {
    const sentBefore = markersSent;
    const committedBefore = heard;
    await commitChange();
    await Promise.all(Array.from({ length: 16 }, () => feed.caughtUp(5_000)));
    // The first caller's marker, then one shared by the fifteen who came while it was sent.
    expect(markersSent - sentBefore).toBe(2);
    expect(heard).toBe(committedBefore + 1);
  });
});
