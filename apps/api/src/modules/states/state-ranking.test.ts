import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import {
  cityByCode,
  insertOpportunity,
  type OpportunitySeed,
  removeAllOpportunities,
} from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('GET /api/states/:id/ranking', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let stateIds: Record<string, number>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const { db } = t.database;
    const customer = await createCustomer(db);
    const user = await createUser(db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    await removeAllOpportunities(db);
    stateIds = Object.fromEntries(
      (await rows<{ id: number; uf: string }>(db, sql`select id, uf from states`)).map((s) => [
        s.uf,
        s.id,
      ]),
    );
    const add = async (
      code: number,
      type: OpportunitySeed['type'],
      status: OpportunitySeed['status'],
      times = 1,
    ) => {
      const city = await cityByCode(db, code);
      for (let i = 0; i < times; i++) {
        await insertOpportunity(db, {
          name: `${city.name} ${type} ${status} ${i}`,
          type,
          status,
          customerId: customer.id,
          city,
          createdAt: '2025-01-10T12:00:00.000Z',
        });
      }
    };
    // Active: SP 3 public + 1 private (in two cities), RJ 1 public, MG 1 private.
    await add(3506003, 'city', 'open', 2);
    await add(3509502, 'city', 'open', 1);
    await add(3509502, 'company', 'open', 1);
    await add(3303302, 'city', 'open', 1);
    await add(3106200, 'company', 'open', 1);
    // Bahia has only a won and a lost opportunity.
    await add(2927408, 'city', 'completed', 1);
    await add(2927408, 'company', 'lost', 1);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ranking = async (uf: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/states/${stateIds[uf]}/ranking`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const positions = async (uf: string) => {
    const r = await ranking(uf);
    return [r.ranking.position, r.public.ranking.national, r.private.ranking.national];
  };

  it('ranks states by active opportunities among the 27, ties sharing a position', async () => {
    // [overall, public, private]
    expect(await positions('SP')).toEqual([1, 1, 1]);
    expect(await positions('RJ')).toEqual([2, 2, null]);
    expect(await positions('MG')).toEqual([2, null, 1]);
    expect((await ranking('SP')).ranking.total_of_cities).toBe(27);
  });

  it('gives no position to a state without active opportunities', async () => {
    expect(await positions('BA')).toEqual([null, null, null]);
    expect(await positions('AC')).toEqual([null, null, null]);
    expect(await ranking('BA')).toMatchObject({
      proposals: { total: { open: 0 } },
      public: { total: 1, open: 0, completed: 1 },
      private: { total: 1, open: 0, completed: 0 },
    });
  });
});
