import { MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { AS_READ, NAMES } from '../../../test/names-as-read.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const ALL_ON = {
  emailNotification: true,
  sendCopyToPersonalEmail: true,
  activityRelatesEmail: true,
  updates: true,
};

describe('profile: account information, notifications and e-mail settings', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let superadmin: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const person = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    superadmin = (await signIn(t.app, smtp, person.email)).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function signedInUser() {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { customer, user, authorization };
  }
  const put = (authorization: string, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization }, payload: payload as object });
  const read = (authorization: string, url = '/api/profile') =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const lastLog = async (authorization: string, userId: number) =>
    (await read(authorization, `/api/users/${userId}/audits`)).json().data[0];

  describe('account information', () => {
    it('saves the username (round trip) and logs it', async () => {
      const { authorization, user } = await signedInUser();
      const response = await put(authorization, '/api/profile/account-information', {
        username: ' maria.silva ',
      });
      expect(response.statusCode).toBe(200);
      expect((await read(authorization)).json().username).toBe('maria.silva');
      expect((await read(authorization, '/api/user')).json().username).toBe('maria.silva');
      expect(await lastLog(authorization, user.id)).toMatchObject({
        action: 'profile.account_updated',
        description: 'Alterou o nome de usuário para maria.silva',
      });
    });

    it("answers a blank username with the spec's message", async () => {
      const { authorization } = await signedInUser();
      const response = await put(authorization, '/api/profile/account-information', {
        username: '  ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ username: 'Nome de usuário é obrigatório' });
    });
  });

  describe('notification configuration', () => {
    it('lists the active customers one may follow', async () => {
      const { authorization } = await signedInUser();
      const active = await createCustomer(t.database.db, {
        name: 'Governo de Goiás',
        type: 'state',
      });
      const inactive = await createCustomer(t.database.db, { isActive: false });
      const list = (await read(authorization, '/api/profile/notification-customers')).json();
      expect(list).toContainEqual({ id: active.id, name: 'Governo de Goiás', type: 'state' });
      expect(list.map((c: { id: number }) => c.id)).not.toContain(inactive.id);
    });

    it('lists them by name as a Brazilian reads it: accents and case do not move a name', async () => {
      const { authorization } = await signedInUser();
      const mark = `Seguir${Date.now().toString(36)}`;
      for (const name of NAMES) await createCustomer(t.database.db, { name: `${name} ${mark}` });
      const list: { name: string }[] = (
        await read(authorization, '/api/profile/notification-customers')
      ).json();
      const ours = list.filter((c) => c.name.endsWith(mark)).map((c) => c.name.split(' ')[0]);
      expect(ours).toEqual(AS_READ);
    });

    it('saves kinds and customers (round trip) and logs them readably', async () => {
      const { authorization, user } = await signedInUser();
      const followed = await createCustomer(t.database.db, { name: 'Prefeitura de Marília' });
      const response = await put(authorization, '/api/profile/notifications', {
        notification_types: ['city', 'company', 'city'],
        notification_customers: [followed.id],
      });
      expect(response.statusCode).toBe(200);
      expect((await read(authorization)).json()).toMatchObject({
        notification_types: ['city', 'company'],
        notification_customers: [followed.id],
      });
      expect(await lastLog(authorization, user.id)).toMatchObject({
        action: 'profile.notifications_updated',
        description:
          'Atualizou a configuração de notificações: Públicas: Sim, Estados: Não, Privadas: Sim, ' +
          'Localidades compatíveis com os meus projetos: Não, Interesses: Não; ' +
          'clientes acompanhados: Prefeitura de Marília',
      });
    });

    it('refuses an unknown or inactive customer, and an unknown kind', async () => {
      const { authorization } = await signedInUser();
      const inactive = await createCustomer(t.database.db, { isActive: false });
      for (const customers of [[inactive.id], [2_000_000]]) {
        const response = await put(authorization, '/api/profile/notifications', {
          notification_types: [],
          notification_customers: customers,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({
          notification_customers: MESSAGES.profile.customerUnavailable,
        });
      }
      const kind = await put(authorization, '/api/profile/notifications', {
        notification_types: ['municipal'],
        notification_customers: [],
      });
      expect(kind.statusCode).toBe(400);
      expect(Object.keys(kind.json().fields)).toEqual(['notification_types.0']);
    });

    it('is obeyed by the notifications at once', async () => {
      const { authorization } = await signedInUser();
      const registering = await createCustomer(t.database.db);
      const city = await cityByCode(t.database.db, 3550308);
      const loseOne = async (type: 'city' | 'company') => {
        const id = await insertOpportunity(t.database.db, {
          name: `Área ${type}`,
          type,
          status: 'open',
          customerId: registering.id,
          city,
          createdAt: new Date().toISOString(),
        });
        const lost = await t.app.inject({
          method: 'POST',
          url: `/api/proposals/${id}/lost`,
          headers: { authorization: superadmin },
        });
        expect(lost.statusCode).toBeLessThan(300);
      };
      const unread = async () =>
        (await read(authorization, '/api/notifications?is_read=0')).json().totals;
      const follow = (types: string[], customers: number[]) =>
        put(authorization, '/api/profile/notifications', {
          notification_types: types,
          notification_customers: customers,
        });

      await loseOne('city');
      expect((await unread()).total).toBe(0);
      expect((await follow(['city'], [])).statusCode).toBe(200);
      await loseOne('city');
      await loseOne('company');
      expect(await unread()).toMatchObject({ total: 1, cities: 1, companies: 0 });
      expect((await follow([], [registering.id])).statusCode).toBe(200);
      await loseOne('company');
      expect(await unread()).toMatchObject({ total: 2, cities: 1, companies: 1 });
      expect((await follow([], [])).statusCode).toBe(200);
      await loseOne('city');
      expect((await unread()).total).toBe(2);
    });
  });

  describe('e-mail settings', () => {
    it('saves the four toggles (round trip) and logs them', async () => {
      const { authorization, user } = await signedInUser();
      const settings = {
        emailNotification: false,
        sendCopyToPersonalEmail: true,
        activityRelatesEmail: false,
        updates: true,
      };
      expect((await put(authorization, '/api/profile/email-settings', settings)).statusCode).toBe(
        200,
      );
      expect((await read(authorization)).json().email_settings).toEqual(settings);
      expect(await lastLog(authorization, user.id)).toMatchObject({
        action: 'profile.email_settings_updated',
        description:
          'Atualizou as configurações de e-mail: notificações por e-mail: Não, cópia para o ' +
          'e-mail pessoal: Sim, e-mails sobre a atividade da conta: Não, novidades do Oportuna: Sim',
      });
    });

    it('refuses a missing or non-boolean toggle', async () => {
      const { authorization } = await signedInUser();
      const response = await put(authorization, '/api/profile/email-settings', {
        ...ALL_ON,
        updates: 'sim',
        emailNotification: undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['emailNotification', 'updates']);
    });

    it('e-mails each notification while emailNotification is on, and not once it is off', async () => {
      const { authorization, user } = await signedInUser();
      const registering = await createCustomer(t.database.db);
      const city = await cityByCode(t.database.db, 3550308);
      await put(authorization, '/api/profile/notifications', {
        notification_types: [],
        notification_customers: [registering.id],
      });
      const loseOne = async (name: string) => {
        const id = await insertOpportunity(t.database.db, {
          name,
          type: 'city',
          status: 'open',
          customerId: registering.id,
          city,
          createdAt: new Date().toISOString(),
        });
        await t.app.inject({
          method: 'POST',
          url: `/api/proposals/${id}/lost`,
          headers: { authorization: superadmin },
        });
      };
      await put(authorization, '/api/profile/email-settings', ALL_ON);
      await loseOne('Distrito Industrial Norte');
      const mail = await smtp.nthTo(user.email, 1, /Distrito Industrial Norte/);
      expect(mail.subject).toBe('Oportuna: nova notificação');
      expect(mail.body).toMatch(/Acesse: .*\/proposals\/\d+/);

      await put(authorization, '/api/profile/email-settings', {
        ...ALL_ON,
        emailNotification: false,
      });
      await loseOne('Distrito Industrial Sul');
      await expect(smtp.nthTo(user.email, 1, /Distrito Industrial Sul/, 1_000)).rejects.toThrow();
      expect((await read(authorization, '/api/notifications?is_read=0')).json().totals.total).toBe(
        2,
      );
    });
  });

  it("changes only the caller's own profile", async () => {
    const one = await signedInUser();
    const two = await signedInUser();
    await put(one.authorization, '/api/profile/account-information', { username: 'so.eu' });
    expect((await read(two.authorization)).json().username).toBeNull();
  });
});
