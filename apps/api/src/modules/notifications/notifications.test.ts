import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { systemClock } from '../../lib/clock.ts';
import { createNotificationEvents } from './notification-events.ts';
import { createNotificationsService } from './notifications-service.ts';

describe('notifications', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const events = createNotificationEvents();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { notificationEvents: events });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function setup() {
    const customer = await createCustomer(t.database.db);
    const follower = await createUser(t.database.db, {
      customerId: customer.id,
      notificationTypes: ['city', 'company'],
    });
    const customerFan = await createUser(t.database.db, {
      customerId: customer.id,
      notificationCustomers: [customer.id],
    });
    const uninterested = await createUser(t.database.db, { customerId: customer.id });
    const service = createNotificationsService({ db: t.database.db, clock: systemClock, events });
    return { customer, follower, customerFan, uninterested, service };
  }

  it('delivers news to who follows its kind or its customer, never to its author', async () => {
    const { customer, follower, customerFan, uninterested, service } = await setup();
    await service.notify({
      category: 'city',
      message: 'Nova oportunidade pública em Bauru',
      link: '/proposals/1',
      customerId: customer.id,
      createdBy: { userId: follower.id, name: follower.name },
    });
    const fan = await signIn(t.app, smtp, customerFan.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?is_read=0',
      headers: { authorization: fan.authorization },
    });
    expect(list.json()).toMatchObject({
      data: [
        {
          message: 'Nova oportunidade pública em Bauru',
          link: '/proposals/1',
          is_read: false,
          category: 'city',
          created_by: follower.name,
        },
      ],
      totals: { total: 1, cities: 1, states: 0, companies: 0, matches: 0, interests: 0 },
    });
    const other = await signIn(t.app, smtp, uninterested.email);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: other.authorization },
    });
    expect(none.json().totals.total).toBe(0);
    const author = await signIn(t.app, smtp, follower.email);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: author.authorization },
    });
    expect(own.json().totals.total).toBe(0);
  });

  it("marks one or all as read, only among the user's own", async () => {
    const { customer, follower, customerFan, service } = await setup();
    for (const category of ['city', 'company'] as const) {
      await service.notify({
        category,
        message: `Novidade ${category}`,
        link: null,
        customerId: customer.id,
        createdBy: null,
      });
    }
    const owner = await signIn(t.app, smtp, follower.email);
    const intruder = await signIn(t.app, smtp, customerFan.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?category=company',
      headers: { authorization: owner.authorization },
    });
    expect(list.json().data).toHaveLength(1);
    const id = list.json().data[0].id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: { authorization: intruder.authorization },
    });
    expect(foreign.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: { authorization: owner.authorization },
    });
    expect(read.statusCode).toBe(204);
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?is_read=0',
      headers: { authorization: owner.authorization },
    });
    expect(unread.json().totals).toEqual({
      total: 1,
      cities: 1,
      states: 0,
      companies: 0,
      matches: 0,
      interests: 0,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/readAll',
      headers: { authorization: owner.authorization },
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?is_read=1',
      headers: { authorization: owner.authorization },
    });
    expect(seen.json().totals.total).toBe(2);
  });

  it('rejects bad parameters with pt-BR messages', async () => {
    const { follower } = await setup();
    const { authorization } = await signIn(t.app, smtp, follower.email);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?category=planet&is_read=2',
      headers: { authorization },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['category', 'is_read']));
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/abc/read',
      headers: { authorization },
    });
    expect(badId.statusCode).toBe(400);
  });

  /** Opens the stream over real HTTP and reads it as a browser's EventSource would. */
  let address: string | undefined;
  async function openStream(authorization: string) {
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/stream-ticket',
      headers: { authorization },
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json()).toEqual({ ticket: expect.any(String), expires_in: 60 });
    const controller = new AbortController();
    const response = await fetch(
      `${address}/api/notifications/stream?ticket=${ticket.json().ticket}`,
      { signal: controller.signal },
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    return {
      response,
      ticket: ticket.json().ticket as string,
      /** Reads until `text` arrives; null when the server ends the stream first. */
      async readUntil(text: string): Promise<string | null> {
        while (!received.includes(text)) {
          const { value, done } = await reader.read();
          if (done) return null;
          received += new TextDecoder().decode(value);
        }
        return received;
      },
      close: () => controller.abort(),
    };
  }

  it('streams a new notification to an open page at once (server-sent events)', async () => {
    const { customer, follower, service } = await setup();
    const { authorization } = await signIn(t.app, smtp, follower.email);
    const stream = await openStream(authorization);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.readUntil('retry:');
    await service.notify({
      category: 'city',
      message: 'Em tempo real',
      link: null,
      customerId: customer.id,
      createdBy: null,
    });
    expect(await stream.readUntil('Em tempo real')).toContain('event: notification');
    stream.close();
  });

  it('closes an open stream within a second of signing out', async () => {
    const { follower } = await setup();
    const { authorization } = await signIn(t.app, smtp, follower.email);
    const stream = await openStream(authorization);
    await stream.readUntil('retry:');
    const started = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
    expect(await stream.readUntil('event: session-ended')).not.toBeNull();
    expect(await stream.readUntil('never sent')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('opens the stream only with a ticket: never with the session token, and a ticket is no bearer token', async () => {
    const { follower } = await setup();
    const { authorization, token } = await signIn(t.app, smtp, follower.email);
    const withToken = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/stream?access_token=${token}`,
    });
    expect(withToken.statusCode).toBe(401);
    const asTicket = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/stream?ticket=${token}`,
    });
    expect(asTicket.statusCode).toBe(401);
    const { ticket } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/stream-ticket',
        headers: { authorization },
      })
    ).json();
    const ticketAsBearer = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(ticketAsBearer.statusCode).toBe(401);
  });
});
