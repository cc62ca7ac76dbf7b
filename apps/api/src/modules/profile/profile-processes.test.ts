import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, createUser, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { buildApp } from '../../app.ts';

/**
 * Two API processes on one database, with a clock that stands still: what a profile change
 * makes stale in the other process's memory must go at once, not when its cache runs out.
 */
describe('profile changes reach every API process', () => {
  const clock = createTestClock();
  let t: TestApp;
  let other: FastifyInstance;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    other = await buildApp(t.config, { database: t.database, clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await smtp.close();
  });

  const whoAmI = (app: FastifyInstance, authorization: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  it('a password change in one process ends the other sessions in the other at once', async () => {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const here = await signIn(t.app, smtp, user.email);
    const elsewhere = await signIn(t.app, smtp, user.email);
    // Read once, so the other process holds the session in memory.
    expect((await whoAmI(other, elsewhere.authorization)).statusCode).toBe(200);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: here.authorization },
      payload: {
        current_password: FIXTURE_PASSWORD,
        password: 'Jacaranda#Azul42',
        confirm_password: 'Jacaranda#Azul42',
      },
    });
    expect(change.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await whoAmI(other, elsewhere.authorization)).statusCode).toBe(401);
    });
    expect((await whoAmI(other, here.authorization)).statusCode).toBe(200);
  });

  it('a new name saved in one process is the name the other answers', async () => {
    const user = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, user.email);
    expect((await whoAmI(other, authorization)).json().name).toBe(user.name);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/personal-information',
      headers: { authorization },
      payload: { name: 'Nome Novo', email: user.email, property: { mobile_phone: '11987654321' } },
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await whoAmI(other, authorization)).json().name).toBe('Nome Novo');
    });
  });
});
