import { MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { passwordLogin, signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const NEW_PASSWORD = 'Jacaranda#Azul42';

describe('profile: password change', () => {
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

  async function signedInUser() {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { user, authorization };
  }
  const change = (authorization: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization },
      payload,
    });
  const withCurrent = (password = NEW_PASSWORD, current = FIXTURE_PASSWORD) => ({
    current_password: current,
    password,
    confirm_password: password,
  });
  const currentUser = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { user, authorization } = await signedInUser();
    const other = await signIn(t.app, smtp, user.email);
    expect((await currentUser(other.authorization)).statusCode).toBe(200);
    const response = await change(authorization, withCurrent());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Senha atualizada!' });
    expect((await currentUser(authorization)).statusCode).toBe(200);
    const ended = await currentUser(other.authorization);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('session_expired');
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/audits`,
      headers: { authorization },
    });
    expect(log.json().data[0]).toMatchObject({
      action: 'profile.password_changed',
      description: 'Alterou a própria senha; as outras sessões abertas foram encerradas',
    });
    expect((await passwordLogin(t.app, user.email)).statusCode).toBe(401);
    expect((await passwordLogin(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a pt-BR message and changes nothing', async () => {
    const { user, authorization } = await signedInUser();
    const response = await change(authorization, withCurrent(NEW_PASSWORD, 'Errada#Senha1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'wrong_password',
      message: MESSAGES.profile.currentPasswordWrong,
      fields: { current_password: MESSAGES.profile.currentPasswordWrong },
    });
    expect((await passwordLogin(t.app, user.email)).statusCode).toBe(200);
  });

  it('locks the change for 15 minutes after 5 wrong current passwords, even the right one', async () => {
    const { authorization } = await signedInUser();
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () => change(authorization, withCurrent(NEW_PASSWORD, 'Errada#1'))),
    );
    const codes = wrong.map((answer) => answer.statusCode);
    // At most 5 guesses are ever checked, in parallel too.
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(5);
    expect(codes).toContain(429);
    expect((await change(authorization, withCurrent())).statusCode).toBe(429);
  });

  it('answers each missing field with the spec messages', async () => {
    const { authorization } = await signedInUser();
    const empty = await change(authorization, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      current_password: MESSAGES.profile.currentPasswordRequired,
      password: 'Nova senha é obrigatório!',
      confirm_password: 'Necessário validar senha!',
    });
    const mismatch = await change(authorization, {
      current_password: FIXTURE_PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().fields).toEqual({ confirm_password: 'Senhas não conferem' });
  });

  it("applies the server's password rule to the new password", async () => {
    const { user, authorization } = await signedInUser();
    const short = await change(authorization, withCurrent('curta'));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: MESSAGES.auth.passwordTooShort });
    const common = await change(authorization, withCurrent('senha123'));
    expect(common.json().fields).toEqual({ password: MESSAGES.auth.passwordTooCommon });
    const ownEmail = await change(authorization, withCurrent(user.email));
    expect(ownEmail.json().fields).toEqual({ password: MESSAGES.auth.passwordTooCommon });
  });

  it('lets one of two parallel changes win; the other changes nothing', async () => {
    const { user, authorization } = await signedInUser();
    const answers = await Promise.all([
      change(authorization, withCurrent('Primeira#Senha9')),
      change(authorization, withCurrent('Segunda#Senha9')),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The loser either read the old password before the winner wrote (409) or after (400).
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const winner = answers[0]?.statusCode === 200 ? 'Primeira#Senha9' : 'Segunda#Senha9';
    expect((await passwordLogin(t.app, user.email, winner)).statusCode).toBe(200);
  });

  it('e-mails "sua senha foi alterada" only while activity e-mails are on', async () => {
    const { user, authorization } = await signedInUser();
    expect((await change(authorization, withCurrent())).statusCode).toBe(200);
    const notice = await smtp.nthTo(user.email, 1, /senha da sua conta no Oportuna foi alterada/);
    expect(notice.subject).toBe('Oportuna: sua senha foi alterada');

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/email-settings',
      headers: { authorization },
      payload: {
        emailNotification: true,
        sendCopyToPersonalEmail: false,
        activityRelatesEmail: false,
        updates: true,
      },
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await change(authorization, withCurrent('Outra#Senha77', NEW_PASSWORD))).statusCode,
    ).toBe(200);
    await expect(smtp.nthTo(user.email, 2, /foi alterada pela página/, 1_000)).rejects.toThrow();
  });
});
