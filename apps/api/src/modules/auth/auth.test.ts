import { MESSAGES } from '@oportuna/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, createUser, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { codeFrom, passwordLogin, signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { activityLogs, customers, users } from '../../db/schema/index.ts';

const INVALID_CREDENTIALS =
  'Credenciais incorretas. Em caso de dúvida, entre em contato com o suporte.';

describe('sign-in, two-factor code and sessions', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  let customerId: number;
  let email: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    const customer = await createCustomer(t.database.db);
    customerId = customer.id;
    email = (await createUser(t.database.db, { customerId, roles: ['ROLE_ADMIN'] })).email;
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('e-mails a 4-digit code over SMTP and answers the token and the contract state', async () => {
    const response = await passwordLogin(t.app, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), contract_accepted: true });
    expect(codeFrom(smtp, email)).toMatch(/^\d{4}$/);
    // The code is in the body only: subjects show up in mail logs and previews.
    expect(smtp.lastTo(email)?.subject).toBe('Oportuna: seu código de acesso');
    const pending = await createCustomer(t.database.db, { contractAccepted: false });
    const newcomer = await createUser(t.database.db, { customerId: pending.id });
    const first = await passwordLogin(t.app, newcomer.email);
    expect(first.json()).toEqual({ token: expect.any(String), contract_accepted: false });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await passwordLogin(t.app, email, 'errada');
    const unknown = await passwordLogin(t.app, 'ninguem@teste.dev', 'errada');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS, code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers invalid input with 400 and a pt-BR message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { username: 'Email invalido', password: 'Campo obrigatório' },
    });
  });

  it('lets the unverified token reach only 2fa-check, user and logout', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email, two_factor_verified: false });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('two_factor_required');
  });

  it('accepts the right code once, then the session works everywhere', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const code = codeFrom(smtp, email);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ '2fa': true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code },
    });
    expect(again.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses a wrong code with "Token inválido!"', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const code = codeFrom(smtp, email);
    const wrongCode = code === '0000' ? '0001' : '0000';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code: wrongCode },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Token inválido!',
      code: 'invalid_two_factor_code',
    });
  });

  it('validates the code format', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const letters = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code: '12a4' },
    });
    expect(letters.json().fields).toEqual({ code: 'Digite apenas números' });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code: '123' },
    });
    expect(short.json().fields).toEqual({ code: 'Mínimo de 4 digitos' });
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const code = codeFrom(smtp, email);
    clock.advanceMinutes(11);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Token inválido!');
  });

  it('ends the login after five wrong codes: the right code on the sixth try no longer works', async () => {
    const { token } = (await passwordLogin(t.app, email)).json();
    const code = codeFrom(smtp, email);
    const wrongCode = code === '9999' ? '9998' : '9999';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/2fa-check',
        headers: bearer(token),
        payload: { code: wrongCode },
      });
      expect(response.statusCode).toBe(400);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: bearer(token),
      payload: { code },
    });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().code).toBe('session_expired');
  });

  it('ends the session at logout', async () => {
    const { authorization } = await signIn(t.app, smtp, email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Sessão expirada, por favor realize o login novamente',
      code: 'session_expired',
    });
  });

  it('ends the session when the user is inactivated, and refuses their next login', async () => {
    const { authorization } = await signIn(t.app, smtp, email);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
    const login = await passwordLogin(t.app, email);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(INVALID_CREDENTIALS);
  });

  it('refuses users of an inactive customer, saying the organisation is inactive', async () => {
    await t.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.id, customerId));
    const login = await passwordLogin(t.app, email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'customer_inactive',
      message: MESSAGES.auth.organisationInactive,
    });
  });

  it('answers 401 unauthenticated without a token and session_expired for a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('unauthenticated');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer('abc.def.ghi'),
    });
    expect(forged.json().code).toBe('session_expired');
  });

  // docs/access-rules.md, "Sessions": a session ends after 2 hours without requests, and 12
  // hours after sign-in however much it is used.
  const IDLE_SECONDS = 2 * 60 * 60;
  const ABSOLUTE_SECONDS = 12 * 60 * 60;
  const currentUser = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  it('keeps a session idle for a second under 2 hours, and ends it a second past them', async () => {
    const { authorization } = await signIn(t.app, smtp, email);
    clock.advanceSeconds(IDLE_SECONDS - 1);
    expect((await currentUser(authorization)).statusCode).toBe(200);
    // That request was use: the 2 hours count again from it.
    clock.advanceSeconds(IDLE_SECONDS - 1);
    expect((await currentUser(authorization)).statusCode).toBe(200);
    clock.advanceSeconds(IDLE_SECONDS + 1);
    const after = await currentUser(authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_expired');
  });

  it('ends a session in use 12 hours after sign-in, and not a second before', async () => {
    const { authorization } = await signIn(t.app, smtp, email);
    const step = 100 * 60;
    let elapsed = 0;
    for (; elapsed + step < ABSOLUTE_SECONDS; elapsed += step) {
      clock.advanceSeconds(step);
      expect((await currentUser(authorization)).statusCode, `${elapsed + step} s`).toBe(200);
    }
    clock.advanceSeconds(ABSOLUTE_SECONDS - 1 - elapsed);
    expect((await currentUser(authorization)).statusCode).toBe(200);
    clock.advanceSeconds(2);
    const after = await currentUser(authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_expired');
  });

  it('records the acceptance of the contract: who, when and which version', async () => {
    const pending = await createCustomer(t.database.db, { contractAccepted: false });
    const newcomer = await createUser(t.database.db, { customerId: pending.id });
    const { authorization } = await signIn(t.app, smtp, newcomer.email);
    const accept = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${pending.id}/accept-contract`,
      headers: { authorization },
    });
    expect(accept.statusCode).toBe(204);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, pending.id));
    expect(customer?.contractAcceptedAt).toBeTruthy();
    expect(customer?.contractVersion).toBe('1');
    expect(customer?.contractAcceptedBy).toBe(newcomer.id);
    const login = await passwordLogin(t.app, newcomer.email);
    expect(login.json().contract_accepted).toBe(true);
    const other = await createCustomer(t.database.db);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${other.id}/accept-contract`,
      headers: { authorization },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('records one acceptance however many arrive at once', async () => {
    const pending = await createCustomer(t.database.db, { contractAccepted: false });
    const newcomer = await createUser(t.database.db, { customerId: pending.id });
    const { authorization } = await signIn(t.app, smtp, newcomer.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/customers/${pending.id}/accept-contract`,
          headers: { authorization },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'customer.contract_accepted'));
    expect(entries.filter((e) => e.userId === newcomer.id)).toHaveLength(1);
  });

  it('until the terms are accepted, lets a session reach only the current user, the acceptance and logout', async () => {
    const pending = await createCustomer(t.database.db, { contractAccepted: false });
    const newcomer = await createUser(t.database.db, { customerId: pending.id });
    const { authorization } = await signIn(t.app, smtp, newcomer.email);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { authorization } });
    for (const url of ['/api/proposals', '/api/cities', '/api/notifications', '/api/states']) {
      const refused = await call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        message: 'Aceite os termos de uso para continuar.',
        code: 'contract_not_accepted',
      });
    }
    const user = await call('GET', '/api/user');
    expect(user.statusCode).toBe(200);
    expect(user.json().contract_accepted).toBe(false);
    expect((await call('PUT', `/api/customers/${pending.id}/accept-contract`)).statusCode).toBe(
      204,
    );
    // The session read before the acceptance is not kept: the lists open at once.
    expect((await call('GET', '/api/proposals')).statusCode).toBe(200);
    expect((await call('POST', '/api/logout')).statusCode).toBe(204);
  });

  it('lets a user with no customer (the superadmin) in without terms', async () => {
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    const { authorization } = await signIn(t.app, smtp, superadmin.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/proposals',
      headers: { authorization },
    });
    expect(list.statusCode).toBe(200);
  });

  it('locks an account for 15 minutes after 5 failed passwords, then lets it in again', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await passwordLogin(t.app, email, 'errada')).statusCode).toBe(401);
    }
    const locked = await passwordLogin(t.app, email, FIXTURE_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Muitas tentativas. Tente novamente em 15 minutos.',
      code: 'too_many_requests',
    });
    clock.advanceMinutes(14);
    expect((await passwordLogin(t.app, email)).statusCode).toBe(429);
    clock.advanceMinutes(2);
    expect((await passwordLogin(t.app, email)).statusCode).toBe(200);
  });
});
