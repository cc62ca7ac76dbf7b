import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { buildApp } from '../app.ts';
import { rows } from '../db/rows.ts';
import { users } from '../db/schema/index.ts';
import { SESSION_CACHE_SECONDS } from '../modules/auth/session-policy.ts';

/**
 * Two API processes on one database: what one changes, the other must stop serving from
 * memory. `other` is a second app with its own caches and its own change feed.
 */
describe('changes reach every API process', () => {
  const clock = createTestClock();
  let t: TestApp;
  let other: FastifyInstance;
  let smtp: SmtpCapture;
  let customerId: number;
  let cityId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    other = await buildApp(t.config, { database: t.database, clock, logger: false });
    await other.ready();
    customerId = (await createCustomer(t.database.db)).id;
    const [city] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities where code = 3506003`,
    );
    cityId = city?.id as number;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await smtp.close();
  });

  const whoAmI = (app: FastifyInstance, authorization: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  it('ends a session everywhere when the user signs out in one process', async () => {
    const user = await createUser(t.database.db, { customerId });
    const { authorization } = await signIn(t.app, smtp, user.email);
    expect((await whoAmI(other, authorization)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization },
    });
    expect(logout.statusCode).toBeLessThan(300);
    await vi.waitFor(async () => {
      expect((await whoAmI(other, authorization)).statusCode).toBe(401);
    });
  });

  it('shows a favourite marked in one process in the lists of the other', async () => {
    const user = await createUser(t.database.db, { customerId });
    const { authorization } = await signIn(t.app, smtp, user.email);
    const isFavorite = async () => {
      const response = await other.inject({
        method: 'GET',
        url: `/api/cities?id=${cityId}`,
        headers: { authorization },
      });
      return response.json().data[0].is_favorite;
    };
    expect(await isFavorite()).toBe(false);

    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization },
      payload: { entity: 'city', entity_id: cityId },
    });
    expect(mark.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await isFavorite()).toBe(true));
  });

  it('updates the opportunity counts another process shows beside a city', async () => {
    const admin = await createUser(t.database.db, { customerId, roles: ['ROLE_ADMIN'] });
    const { authorization } = await signIn(t.app, smtp, admin.email);
    const proposalCount = async () => {
      const response = await other.inject({
        method: 'GET',
        url: `/api/cities?id=${cityId}`,
        headers: { authorization },
      });
      const { proposals } = response.json().data[0].counters;
      return (proposals.public + proposals.private) as number;
    };
    const before = await proposalCount();

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: { authorization },
      payload: {
        type: 'city',
        city_id: cityId,
        name: 'Área industrial às margens da rodovia',
        description: 'Lotes urbanizados junto à rodovia.',
        address: {
          zip: '17010-000',
          street: 'Rua Primeiro de Agosto',
          number: '100',
          neighborhood: 'Centro',
          city_id: cityId,
        },
        contacts: [],
        benefits: [{ type: 'iptu', description: 'Isenção de IPTU por 10 anos' }],
        multimedia: [],
        visibility: 'restrict',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await vi.waitFor(async () => expect(await proposalCount()).toBe(before + 1));
  });

  it('notices a user switched off behind the product within the cache time', async () => {
    const user = await createUser(t.database.db, { customerId });
    const { authorization } = await signIn(t.app, smtp, user.email);
    expect((await whoAmI(other, authorization)).statusCode).toBe(200);

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    clock.advanceMinutes(SESSION_CACHE_SECONDS / 60 + 0.01);
    expect((await whoAmI(other, authorization)).statusCode).toBe(401);
    expect((await whoAmI(t.app, authorization)).statusCode).toBe(401);
  });

  // Writes announce themselves from the database (triggers), so even a change no service
  // made, here plain SQL, reaches every process at once, not only when caches expire.
  it('notices a user switched off in plain SQL without waiting for the cache time', async () => {
    const user = await createUser(t.database.db, { customerId });
    const { authorization } = await signIn(t.app, smtp, user.email);
    expect((await whoAmI(other, authorization)).statusCode).toBe(200);
    expect((await whoAmI(t.app, authorization)).statusCode).toBe(200);

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await vi.waitFor(async () => {
      expect((await whoAmI(other, authorization)).statusCode).toBe(401);
      expect((await whoAmI(t.app, authorization)).statusCode).toBe(401);
    });
  });

  it('shows favourites and opportunities written in plain SQL in both processes', async () => {
    const admin = await createUser(t.database.db, { customerId, roles: ['ROLE_ADMIN'] });
    const { authorization } = await signIn(t.app, smtp, admin.email);
    const card = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/cities?id=${cityId}`,
        headers: { authorization },
      });
      const [city] = response.json().data;
      return {
        favorite: city.is_favorite as boolean,
        open: (city.counters.proposals.public + city.counters.proposals.private) as number,
      };
    };
    const before = await card(other);
    expect(await card(t.app)).toEqual(before);

    await t.database.db.execute(
      sql`insert into favorites (user_id, entity, entity_id) values (${admin.id}, 'city', ${String(cityId)})`,
    );
    await t.database.db.execute(
      sql`insert into proposals (type, status, name, city_id, customer_id)
          values ('city', 'open', 'Galpão escrito à mão', ${cityId}, ${customerId})`,
    );
    const after = { favorite: true, open: before.open + 1 };
    await vi.waitFor(async () => {
      expect(await card(other)).toEqual(after);
      expect(await card(t.app)).toEqual(after);
    });
  });

  it('shows its own write to the writer at once, in the next answer', async () => {
    const user = await createUser(t.database.db, { customerId });
    const { authorization } = await signIn(t.app, smtp, user.email);
    const states = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/cities?limit=1',
          headers: { authorization },
        })
      ).json().data[0] as { id: number; is_favorite: boolean };
    const first = await states();
    expect(first.is_favorite).toBe(false);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/favorites',
        headers: { authorization },
        payload: { entity: 'city', entity_id: first.id },
      });
      expect(response.statusCode).toBe(200);
      // No waiting: the answer kept from before the write must already be gone.
      expect((await states()).is_favorite).toBe(method === 'POST');
    }
  });
});
