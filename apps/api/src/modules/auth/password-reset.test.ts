import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { passwordLogin, signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://oportuna.test' }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function newUser() {
    const customer = await createCustomer(t.database.db);
    return createUser(t.database.db, { customerId: customer.id });
  }
  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
  function tokenFrom(email: string): string {
    const token = /\/auth\/forgot-password\?token=([\w-]+)/.exec(
      smtp.lastTo(email)?.body ?? '',
    )?.[1];
    if (!token) throw new Error('no reset link');
    return token;
  }
  const change = (token: string, password: string, confirm = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { token, password, confirm_password: confirm },
    });

  it('answers the same whether or not the address exists, and e-mails a link only to real users', async () => {
    const user = await newUser();
    const known = await requestReset(user.email);
    const unknown = await requestReset('ninguem@teste.dev');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(smtp.lastTo(user.email)?.body).toContain(
      'https://oportuna.test/auth/forgot-password?token=',
    );
    expect(smtp.lastTo('ninguem@teste.dev')).toBeUndefined();
  });

  it('sets the new password, ends every session, and cannot be used twice', async () => {
    const user = await newUser();
    const { authorization } = await signIn(t.app, smtp, user.email);
    await requestReset(user.email);
    const token = tokenFrom(user.email);
    const changed = await change(token, 'NovaSenha#2026');
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } }))
        .statusCode,
    ).toBe(401);
    expect((await passwordLogin(t.app, user.email)).statusCode).toBe(401);
    expect((await passwordLogin(t.app, user.email, 'NovaSenha#2026')).statusCode).toBe(200);
    const reused = await change(token, 'OutraSenha#1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid_reset_token',
      message: 'Link de redefinição inválido ou expirado.',
    });
  });

  it('refuses a link older than one hour', async () => {
    const user = await newUser();
    await requestReset(user.email);
    const token = tokenFrom(user.email);
    clock.advanceMinutes(61);
    expect((await change(token, 'NovaSenha#2026')).json().code).toBe('invalid_reset_token');
  });

  it('checks the length and the confirmation, changing nothing', async () => {
    const user = await newUser();
    await requestReset(user.email);
    const token = tokenFrom(user.email);
    const different = await change(token, 'abcdef', 'abcdeg');
    expect(different.statusCode).toBe(400);
    expect(different.json().fields).toEqual({ confirm_password: 'As senhas precisam ser iguais.' });
    const short = await change(token, 'ab');
    expect(short.json().fields.password).toBe('Deve ter no mínimo 3 caracteres');
    expect((await change(token, 'abc')).statusCode).toBe(200);
  });

  it('validates the e-mail of a reset request', async () => {
    const response = await requestReset('x');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBeTruthy();
  });
});
