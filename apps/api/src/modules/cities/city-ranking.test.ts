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

const CODES = {
  bauru: 3506003,
  campinas: 3509502,
  santos: 3548500,
  sorocaba: 3552205,
  ribeiraoPreto: 3543402,
  saoPaulo: 3550308,
  niteroi: 3303302,
} as const;
type Place = keyof typeof CODES;

describe('GET /api/cities/:id/ranking', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  const ids = {} as Record<Place, number>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const { db } = t.database;
    const customer = await createCustomer(db);
    const user = await createUser(db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    await removeAllOpportunities(db);
    const cities = {} as Record<Place, Awaited<ReturnType<typeof cityByCode>>>;
    for (const [place, code] of Object.entries(CODES) as [Place, number][]) {
      cities[place] = await cityByCode(db, code);
      ids[place] = cities[place].id;
    }
    const add = async (
      place: Place,
      type: OpportunitySeed['type'],
      status: OpportunitySeed['status'],
      times = 1,
      deleted = false,
    ) => {
      for (let i = 0; i < times; i++) {
        await insertOpportunity(db, {
          name: `${place} ${type} ${status} ${i}`,
          type,
          status,
          customerId: customer.id,
          city: cities[place],
          createdAt: '2025-01-10T12:00:00.000Z',
          deleted,
        });
      }
    };
    // Active public: Bauru 3, Campinas 2, Santos 2, Sorocaba 1 (SP); Niterói 1 (RJ).
    await add('bauru', 'city', 'open', 3);
    await add('bauru', 'city', 'completed', 1);
    await add('campinas', 'city', 'open', 2);
    await add('campinas', 'company', 'open', 1);
    await add('santos', 'city', 'open', 2);
    await add('santos', 'company', 'lost', 1);
    await add('sorocaba', 'city', 'open', 1);
    await add('niteroi', 'city', 'open', 1);
    // Ribeirão Preto has opportunities, but none active (a deleted one does not count).
    await add('ribeiraoPreto', 'city', 'completed', 2);
    await add('ribeiraoPreto', 'company', 'pending', 1);
    await add('ribeiraoPreto', 'city', 'open', 4, true);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ranking = async (place: Place) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cities/${ids[place]}/ranking`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('ranks cities by active opportunities, ties sharing a position (1, 2, 2, 4)', async () => {
    const positions = async (place: Place) => {
      const r = await ranking(place);
      return {
        overall: r.ranking.position,
        publicState: r.public.ranking.state,
        publicNational: r.public.ranking.national,
        privateState: r.private.ranking.state,
        privateNational: r.private.ranking.national,
      };
    };
    expect(await positions('bauru')).toEqual({
      overall: 1,
      publicState: 1,
      publicNational: 1,
      privateState: null,
      privateNational: null,
    });
    expect(await positions('campinas')).toEqual({
      overall: 1,
      publicState: 2,
      publicNational: 2,
      privateState: 1,
      privateNational: 1,
    });
    expect(await positions('santos')).toEqual({
      overall: 3,
      publicState: 2,
      publicNational: 2,
      privateState: null,
      privateNational: null,
    });
    expect(await positions('sorocaba')).toEqual({
      overall: 4,
      publicState: 4,
      publicNational: 4,
      privateState: null,
      privateNational: null,
    });
    expect(await positions('niteroi')).toEqual({
      overall: 4,
      publicState: 1,
      publicNational: 4,
      privateState: null,
      privateNational: null,
    });
  });

  it('gives no position to a city without opportunities, out of all 5,571', async () => {
    expect(await ranking('saoPaulo')).toEqual({
      proposals: { total: { open: 0 } },
      private: { total: 0, open: 0, completed: 0, ranking: { state: null, national: null } },
      public: { total: 0, open: 0, completed: 0, ranking: { state: null, national: null } },
      ranking: { position: null, total_of_cities: 5571 },
    });
  });

  it('gives no position to a city whose opportunities are all closed, pending or deleted', async () => {
    expect(await ranking('ribeiraoPreto')).toEqual({
      proposals: { total: { open: 0 } },
      private: { total: 1, open: 0, completed: 0, ranking: { state: null, national: null } },
      public: { total: 2, open: 0, completed: 2, ranking: { state: null, national: null } },
      ranking: { position: null, total_of_cities: 5571 },
    });
  });

  it('counts the opportunities of each kind', async () => {
    expect(await ranking('bauru')).toMatchObject({
      proposals: { total: { open: 3 } },
      public: { total: 4, open: 3, completed: 1 },
      private: { total: 0, open: 0, completed: 0 },
    });
  });
});
