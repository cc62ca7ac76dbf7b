import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLogs } from '../../db/schema/index.ts';

describe('activity log', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('records sign-ins and changes, and lets each user read their own log, paginated', async () => {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    const [saoPaulo] = (
      await t.app.inject({ method: 'GET', url: '/api/states?limit=50', headers: { authorization } })
    )
      .json()
      .data.filter((state: { uf: string }) => state.uf === 'SP');
    const favorite = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization },
      payload: { entity: 'state', entity_id: saoPaulo.id },
    });
    expect(favorite.statusCode).toBe(200);
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/audits?limit=2`,
      headers: { authorization },
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(3);
    expect(page1.json().user).toEqual({ id: user.id, name: user.name, email: user.email });
    expect(page1.json().data.map((e: { action: string }) => e.action)).toEqual([
      'favorite.added',
      'auth.two_factor',
    ]);
    expect(page1.json().data[0]).toMatchObject({
      description: expect.any(String),
      occurred_at: expect.any(String),
      metadata: { entity: 'state' },
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/audits?limit=2&page=2`,
      headers: { authorization },
    });
    expect(page2.json().data.map((e: { action: string }) => e.action)).toEqual(['auth.login']);
  });

  it("lets an admin read the logs of their customer's users only, and the superadmin everyone's", async () => {
    const customer = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const admin = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_ADMIN'],
    });
    const colleague = await createUser(t.database.db, { customerId: customer.id });
    const stranger = await createUser(t.database.db, { customerId: other.id });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    const asAdmin = await signIn(t.app, smtp, admin.email);
    const asColleague = await signIn(t.app, smtp, colleague.email);
    const asSuper = await signIn(t.app, smtp, superadmin.email);
    const read = (who: { authorization: string }, id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/${id}/audits`,
        headers: { authorization: who.authorization },
      });
    expect((await read(asAdmin, colleague.id)).statusCode).toBe(200);
    expect((await read(asSuper, stranger.id)).statusCode).toBe(200);
    // Another customer's user and a user that does not exist get the same answer.
    const missing = await read(asAdmin, 99999999);
    expect(missing.statusCode).toBe(404);
    for (const refused of [await read(asAdmin, stranger.id), await read(asColleague, admin.id)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
  });

  it('narrows the list to whole days in Brasília time, newest first, paginated', async () => {
    const user = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, user.email);
    // 23:59 of 28 February and 00:00 of 1 March in Brasília (UTC-3), and later that day.
    const instants = ['2026-03-01T02:59:00Z', '2026-03-01T03:00:00Z', '2026-03-01T20:00:00Z'];
    await t.database.db.insert(activityLogs).values(
      instants.map((occurredAt, i) => ({
        userId: user.id,
        customerId: null,
        action: 'file.uploaded',
        description: `Enviou o arquivo ${i}.pdf`,
        occurredAt,
      })),
    );
    const read = async (query: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/users/${user.id}/audits?${query}`,
        headers: { authorization },
      });
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      return {
        total: body.total,
        descriptions: body.data.map((e: { description: string }) => e.description),
      };
    };
    expect(await read('from=2026-03-01&to=2026-03-01')).toEqual({
      total: 2,
      descriptions: ['Enviou o arquivo 2.pdf', 'Enviou o arquivo 1.pdf'],
    });
    expect(await read('to=2026-02-28')).toEqual({
      total: 1,
      descriptions: ['Enviou o arquivo 0.pdf'],
    });
    expect(await read('from=2026-02-28&to=2026-03-01&limit=1&page=2')).toEqual({
      total: 3,
      descriptions: ['Enviou o arquivo 1.pdf'],
    });
    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/audits?from=2026-03-02&to=2026-03-01`,
      headers: { authorization },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBe(
      'A data final deve ser igual ou posterior à data inicial',
    );
  });
});
