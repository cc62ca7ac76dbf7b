import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pooledTransaction } from './pooled-transaction.ts';
import * as schema from './schema/index.ts';

/** A pool of one stand-in client that records its statements and how it was given back. */
function poolWith(failOn: RegExp | null) {
  const statements: string[] = [];
  const released: (Error | undefined)[] = [];
  class StandInClient {
    async query(query: string | { text: string }) {
      const text = typeof query === 'string' ? query : query.text;
      statements.push(text.trim().toLowerCase());
      if (failOn?.test(text)) throw new Error('Connection terminated unexpectedly');
      return { rows: [], rowCount: 0, fields: [], command: '' };
    }
    release(error?: Error) {
      released.push(error);
    }
  }
  const pool = { connect: async () => new StandInClient() } as unknown as pg.Pool;
  return { transaction: pooledTransaction(pool, schema), statements, released };
}

describe('pooled transactions give their client back on every path', () => {
  it('releases a client whose BEGIN failed, as broken, and never runs the work', async () => {
    const { transaction, released, statements } = poolWith(/^begin/i);
    let ran = false;
    await expect(
      transaction(async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(statements).toEqual(['begin']);
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it('rolls back work that failed and releases the healthy client for reuse', async () => {
    const { transaction, released, statements } = poolWith(null);
    await expect(
      transaction(async () => {
        throw new Error('regra de negócio');
      }),
    ).rejects.toThrow('regra de negócio');
    expect(statements).toEqual(['begin', 'rollback']);
    expect(released).toEqual([undefined]);
  });

  it('commits and answers what the work answered', async () => {
    const { transaction, released, statements } = poolWith(null);
    expect(await transaction(async () => 42)).toBe(42);
    expect(statements).toEqual(['begin', 'commit']);
    expect(released).toEqual([undefined]);
  });

  it('marks the client broken when its connection died during ROLLBACK', async () => {
    const { transaction, released } = poolWith(/^rollback/i);
    await expect(
      transaction(async () => {
        throw new Error('regra de negócio');
      }),
    ).rejects.toThrow();
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });
});
