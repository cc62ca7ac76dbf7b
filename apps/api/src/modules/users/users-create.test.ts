import { MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { passwordLogin } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Signed, userForm, usersKit } from '../../../test/users-kit.ts';

describe('creating users', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const kit = usersKit(
    () => t,
    () => smtp,
  );
  const { call } = kit;
  let own: { id: number };
  let superadmin: Signed;
  let admin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    own = await createCustomer(t.database.db, { name: 'Prefeitura de Teste' });
    superadmin = await kit.signed(null, ['ROLE_SUPERADMIN']);
    admin = await kit.signed(own.id, ['ROLE_ADMIN']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates a user through the e-mail check and keeps every field', async () => {
    const form = userForm(own.id, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    const answer = await call(admin, 'POST', '/api/users/email', form);
    expect(answer.statusCode).toBe(201);
    const read = await call(admin, 'GET', `/api/users/${answer.json().id}`);
    expect(read.json()).toMatchObject({
      name: form.name,
      email: form.email,
      is_active: true,
      roles: ['ROLE_ADMIN', 'ROLE_USER'],
      property: {
        phone: '1134567890',
        mobile_phone: '11987654321',
        linkedin: 'https://linkedin.com/in/usuaria',
        facebook: 'https://facebook.com/usuaria',
      },
      customer: { id: own.id, name: 'Prefeitura de Teste', type: 'city', is_active: true },
    });
    expect((await passwordLogin(t.app, form.email, form.password)).statusCode).toBe(200);
  });

  it("answers 403 with the spec's message when an active user has the e-mail, in any case", async () => {
    const taken = await createUser(t.database.db, { customerId: own.id });
    const answer = await call(
      admin,
      'POST',
      '/api/users/email',
      userForm(own.id, { email: taken.email.toUpperCase() }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Usuário com e-mail informado já existe');
    const direct = await call(
      admin,
      'POST',
      '/api/users',
      userForm(own.id, { email: taken.email }),
    );
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe(MESSAGES.users.emailAlreadyExists);
  });

  it('answers 204 for an inactive user, and creating again reactivates and updates it', async () => {
    const gone = await createUser(t.database.db, {
      customerId: own.id,
      isActive: false,
      email: 'volta@teste.dev',
    });
    const form = userForm(own.id, { email: 'Volta@Teste.dev', name: 'De Volta' });
    const check = await call(admin, 'POST', '/api/users/email', form);
    expect(check.statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/users/${gone.id}`)).json().is_active).toBe(false);
    const confirmed = await call(admin, 'POST', '/api/users', form);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().id).toBe(gone.id);
    const read = await call(admin, 'GET', `/api/users/${gone.id}`);
    expect(read.json()).toMatchObject({ is_active: true, name: 'De Volta' });
    const [entry] = await kit.logOf(admin.id);
    expect(entry?.action).toBe('user.reactivated');
    expect(entry?.description).toContain('Reativou o usuário De Volta');
  });

  it("does not let an admin reactivate another customer's user: the e-mail reads as taken", async () => {
    const elsewhere = await createCustomer(t.database.db);
    const gone = await createUser(t.database.db, { customerId: elsewhere.id, isActive: false });
    const check = await call(
      admin,
      'POST',
      '/api/users/email',
      userForm(own.id, { email: gone.email }),
    );
    expect(check.statusCode).toBe(403);
    const create = await call(admin, 'POST', '/api/users', userForm(own.id, { email: gone.email }));
    expect(create.statusCode).toBe(403);
  });

  it('refuses a password the server rule refuses, with a message on the field', async () => {
    const answer = await call(
      admin,
      'POST',
      '/api/users',
      userForm(own.id, { password: 'senha123' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.password).toBe(MESSAGES.auth.passwordTooCommon);
    const short = await call(admin, 'POST', '/api/users', userForm(own.id, { password: 'a1b2' }));
    expect(short.json().fields.password).toBe(MESSAGES.auth.passwordTooShort);
  });

  it('answers bad input with a pt-BR message per field', async () => {
    const answer = await call(admin, 'POST', '/api/users', {
      name: '  ',
      email: 'não-é-email',
      property: { phone: '123', mobile_phone: '(11) 3456-7890' },
      roles: ['ROLE_CHEFE'],
      customer_id: 'x',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'E-mail inválido',
      'property.phone': 'Telefone inválido',
      'property.mobile_phone': 'Celular inválido',
      'roles.0': expect.stringContaining('Perfil desconhecido'),
      customer_id: expect.any(String),
    });
    const empty = await call(admin, 'POST', '/api/users', {});
    expect(empty.json().fields).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'E-mail é obrigatório',
      roles: 'Selecione ao menos um perfil',
      customer_id: 'Cliente é obrigatório',
    });
  });

  it('refuses an unknown or inactive customer', async () => {
    const inactive = await createCustomer(t.database.db, { isActive: false });
    for (const customerId of [inactive.id, 999_999]) {
      const answer = await call(superadmin, 'POST', '/api/users', userForm(customerId));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.customer_id).toBe('Cliente não encontrado ou inativo');
    }
  });

  it('creates exactly one of parallel creations with one e-mail; the others get the 403 message', async () => {
    const form = userForm(own.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(admin, 'POST', '/api/users', form)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 403, 403, 403, 403, 403]);
    for (const answer of answers.filter((a) => a.statusCode === 403)) {
      expect(answer.json().message).toBe(MESSAGES.users.emailAlreadyExists);
    }
  });

  it('e-mails a single-use link to a user created without a password, and the link sets it', async () => {
    const form = userForm(own.id, { password: '' });
    const answer = await call(admin, 'POST', '/api/users', form);
    expect(answer.statusCode).toBe(201);
    const mail = await smtp.nthTo(form.email, 1, /criar a sua senha/);
    const token = /forgot-password\?token=([\w-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { token, password: 'Jabuticaba#Roxa77', confirm_password: 'Jabuticaba#Roxa77' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await passwordLogin(t.app, form.email, 'Jabuticaba#Roxa77')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { token, password: 'Outra#Senha#88', confirm_password: 'Outra#Senha#88' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('writes the activity log of a creation with a readable description', async () => {
    const form = userForm(own.id, { name: 'Registrada', roles: ['ROLE_ADMIN'] });
    const answer = await call(admin, 'POST', '/api/users', form);
    const [entry] = await kit.logOf(admin.id);
    expect(entry).toMatchObject({
      action: 'user.created',
      description: `Cadastrou o usuário Registrada (${form.email}) no cliente Prefeitura de Teste com os perfis Administrador`,
      metadata: { user_id: answer.json().id, customer_id: own.id },
    });
  });

  it('refuses the sign-in of a user created for an inactive customer with the organisation message', async () => {
    const customer = await createCustomer(t.database.db);
    const form = userForm(customer.id);
    expect((await call(superadmin, 'POST', '/api/users', form)).statusCode).toBe(201);
    const off = await call(superadmin, 'PUT', `/api/customers/${customer.id}`, {
      is_active: false,
    });
    expect(off.statusCode).toBe(204);
    const login = await passwordLogin(t.app, form.email, form.password);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'customer_inactive',
      message: MESSAGES.auth.organisationInactive,
    });
  });
});
