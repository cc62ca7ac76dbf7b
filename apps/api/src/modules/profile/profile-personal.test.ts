import { MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('profile: personal information', () => {
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
    const customer = await createCustomer(t.database.db, { name: 'Prefeitura de Bauru' });
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { customer, user, authorization };
  }

  const save = (authorization: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/personal-information',
      headers: { authorization },
      payload: payload as object,
    });
  const read = (authorization: string, url = '/api/profile') =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const uploadPhoto = async (authorization: string, purpose = 'photo') => {
    const body = multipartBody([
      { field: 'file', name: 'eu.png', content: ONE_PIXEL_PNG, type: 'image/png' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      headers: { authorization, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().file.path as string;
  };
  const fresh = () => `perfil.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('saves every field and answers them back on the next read (round trip)', async () => {
    const { authorization, customer } = await signedInUser();
    const photo = await uploadPhoto(authorization);
    const email = `${fresh()}@teste.dev`;
    const response = await save(authorization, {
      name: '  Maria da Silva  ',
      email,
      photo,
      property: { phone: '(14) 3232-1000', mobile_phone: '(14) 99876-5432' },
    });
    expect(response.statusCode).toBe(200);
    const profile = (await read(authorization)).json();
    expect(profile).toMatchObject({
      name: 'Maria da Silva',
      email,
      photo_path: photo,
      property: { phone: '1432321000', mobile_phone: '14998765432' },
      customer: { id: customer.id, name: 'Prefeitura de Bauru', type: 'city' },
    });
    expect(profile.photo).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    // The shell's current user shows the new name and a photo an <img> can load.
    const current = (await read(authorization, '/api/user')).json();
    expect(current.name).toBe('Maria da Silva');
    expect(current.photo).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
  });

  it('removes the photo and leaves the phone empty when it is not given', async () => {
    const { authorization, user } = await signedInUser();
    const photo = await uploadPhoto(authorization);
    const base = { name: user.name, email: user.email, property: { mobile_phone: '11987654321' } };
    await save(authorization, {
      ...base,
      photo,
      property: { ...base.property, phone: '1133334444' },
    });
    expect((await save(authorization, { ...base, photo: null })).statusCode).toBe(200);
    const profile = (await read(authorization)).json();
    expect(profile).toMatchObject({ photo: null, photo_path: null, property: { phone: null } });
  });

  it('answers 400 with the spec messages for each field', async () => {
    const { authorization } = await signedInUser();
    const empty = await save(authorization, {
      name: ' ',
      email: '',
      property: { mobile_phone: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: 'Nome completo é obrigatório',
      email: 'E-mail é obrigatório',
      'property.mobile_phone': 'Celular é obrigatório',
    });
    const wrong = await save(authorization, {
      name: 'Ana',
      email: 'ana@',
      property: { mobile_phone: '1133334444', phone: '12' },
    });
    expect(wrong.json().fields).toMatchObject({
      email: 'Fomato inválido',
      'property.mobile_phone': MESSAGES.validation.invalidMobilePhone,
      'property.phone': MESSAGES.validation.invalidPhone,
    });
    expect((await save(authorization, [1])).statusCode).toBe(400);
  });

  it('refuses an e-mail another user has, whatever its case, with 409 and a pt-BR message', async () => {
    const { authorization, user } = await signedInUser();
    const other = await createUser(t.database.db, {
      customerId: null,
      email: `${fresh()}@teste.dev`,
    });
    const response = await save(authorization, {
      name: user.name,
      email: other.email.toUpperCase(),
      property: { mobile_phone: '11987654321' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'email_taken',
      message: MESSAGES.profile.emailTaken,
      fields: { email: MESSAGES.profile.emailTaken },
    });
    expect((await read(authorization)).json().email).toBe(user.email);
  });

  it('lets exactly one of parallel changes to the same e-mail win', async () => {
    const people = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    const email = `${fresh()}@teste.dev`;
    const answers = await Promise.all(
      people.map(({ authorization, user }) =>
        save(authorization, { name: user.name, email, property: { mobile_phone: '11987654321' } }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
  });

  it("attaches only a photo upload of the user's own", async () => {
    const { authorization, user } = await signedInUser();
    const stranger = await signedInUser();
    const theirs = await uploadPhoto(stranger.authorization);
    const notAPhoto = await uploadPhoto(authorization, 'proposal');
    for (const photo of [theirs, notAPhoto, '2026/01/nao-existe.png']) {
      const response = await save(authorization, {
        name: user.name,
        email: user.email,
        photo,
        property: { mobile_phone: '11987654321' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ photo: MESSAGES.profile.photoUnavailable });
    }
  });

  it('writes a readable activity log entry', async () => {
    const { authorization, user } = await signedInUser();
    await save(authorization, {
      name: 'Novo Nome',
      email: user.email,
      property: { mobile_phone: '11987654321' },
    });
    const log = await read(authorization, `/api/users/${user.id}/audits`);
    expect(log.json().data[0]).toMatchObject({
      action: 'profile.updated',
      description: 'Atualizou suas informações pessoais: nome para Novo Nome, celular',
    });
  });

  it('tells the previous address of an e-mail change only while activity e-mails are on', async () => {
    const { authorization, user } = await signedInUser();
    const settings = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/email-settings',
        headers: { authorization },
        payload: {
          emailNotification: true,
          sendCopyToPersonalEmail: false,
          activityRelatesEmail: on,
          updates: true,
        },
      });
    const changeTo = (email: string) =>
      save(authorization, { name: user.name, email, property: { mobile_phone: '11987654321' } });
    const second = `${fresh()}@teste.dev`;
    expect((await changeTo(second)).statusCode).toBe(200);
    const notice = await smtp.nthTo(user.email, 1, /e-mail de acesso da sua conta/);
    expect(notice.subject).toBe('Oportuna: seu e-mail de acesso foi alterado');
    expect(notice.body).toContain(second);

    expect((await settings(false)).statusCode).toBe(200);
    const third = `${fresh()}@teste.dev`;
    expect((await changeTo(third)).statusCode).toBe(200);
    // A later notice, were it sent, would arrive within this wait.
    await expect(smtp.nthTo(second, 1, /e-mail de acesso/, 1_000)).rejects.toThrow();
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/personal-information',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
