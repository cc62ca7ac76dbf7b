import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { passwordLogin, signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Signed, userForm, usersKit } from '../../../test/users-kit.ts';

describe('editing and inactivating users', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const kit = usersKit(
    () => t,
    () => smtp,
  );
  const { call } = kit;
  let superadmin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    superadmin = await kit.signed(null, ['ROLE_SUPERADMIN']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A customer with two signed-in admins. */
  async function customerWithTwoAdmins() {
    const customer = await createCustomer(t.database.db);
    const first = await kit.signed(customer.id, ['ROLE_ADMIN']);
    const second = await kit.signed(customer.id, ['ROLE_ADMIN']);
    return { customer, first, second };
  }
  /** The edit form as the screen fills it from a user read back. */
  const formOf = (read: Record<string, unknown> & { customer: { id: number } | null }) => ({
    name: read.name,
    email: read.email,
    password: '',
    property: read.property,
    roles: read.roles,
    customer_id: read.customer?.id ?? null,
  });
  const me = (who: { authorization: string }) => call(who, 'GET', '/api/user');

  it("ends every selected user's sessions at once on bulk inactivation", async () => {
    const { customer, first } = await customerWithTwoAdmins();
    const one = await kit.signed(customer.id, ['ROLE_USER']);
    const two = await kit.signed(customer.id, ['ROLE_USER']);
    expect((await me(one)).statusCode).toBe(200);
    const answer = await call(first, 'POST', '/api/users/inactivateMany', {
      ids: [one.id, two.id],
    });
    expect(answer.statusCode).toBe(204);
    for (const who of [one, two]) {
      const next = await me(who);
      expect(next.statusCode).toBe(401);
      expect(next.json().code).toBe('session_expired');
    }
    const listed = await call(first, 'GET', '/api/users?limit=100');
    const ids = listed.json().data.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(one.id);
    expect(ids).not.toContain(two.id);
    expect((await passwordLogin(t.app, one.email)).statusCode).toBe(401);
  });

  it('writes one user.inactivated entry per inactivated user', async () => {
    const { customer, first } = await customerWithTwoAdmins();
    const one = await createUser(t.database.db, { customerId: customer.id });
    const two = await createUser(t.database.db, { customerId: customer.id });
    await call(first, 'POST', '/api/users/inactivateMany', { ids: [one.id, two.id] });
    const entries = (await kit.logOf(first.id)).filter((e) => e.action === 'user.inactivated');
    expect(entries.map((e) => e.metadata.user_id).sort()).toEqual([one.id, two.id].sort());
    expect(entries[0]?.description).toMatch(
      /^Inativou o usuário Pessoa .*; as sessões dele foram encerradas$/,
    );
  });

  it("ends the user's other sessions when their password changes, and keeps a blank one", async () => {
    const { customer, first } = await customerWithTwoAdmins();
    const target = await kit.signed(customer.id, ['ROLE_USER']);
    const read = (await call(first, 'GET', `/api/users/${target.id}`)).json();
    const form = {
      name: 'Nome Novo',
      email: read.email,
      password: '',
      property: read.property,
      roles: read.roles,
      customer_id: customer.id,
    };
    const kept = await call(first, 'PUT', `/api/users/${target.id}`, form);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().name).toBe('Nome Novo');
    expect((await me(target)).statusCode).toBe(200);
    expect((await passwordLogin(t.app, target.email, FIXTURE_PASSWORD)).statusCode).toBe(200);

    const changed = await call(first, 'PUT', `/api/users/${target.id}`, {
      ...form,
      password: 'Pitanga#Doce31',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(target)).statusCode).toBe(401);
    expect((await passwordLogin(t.app, target.email, FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await passwordLogin(t.app, target.email, 'Pitanga#Doce31')).statusCode).toBe(200);
    const actions = (await kit.logOf(first.id)).slice(0, 3).map((e) => e.action);
    expect(actions).toEqual(['user.password_changed', 'user.updated', 'user.updated']);
  });

  it("keeps the caller's own session when they change their own password", async () => {
    const { first } = await customerWithTwoAdmins();
    const elsewhere = await signIn(t.app, smtp, first.email);
    const read = (await call(first, 'GET', `/api/users/${first.id}`)).json();
    const answer = await call(first, 'PUT', `/api/users/${first.id}`, {
      ...formOf(read),
      password: 'Goiaba#Madura64',
    });
    expect(answer.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('refuses inactivating the last active admin of a customer', async () => {
    const customer = await createCustomer(t.database.db);
    const only = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_ADMIN'],
    });
    const answer = await call(superadmin, 'POST', '/api/users/inactivateMany', { ids: [only.id] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'last_admin',
      message: 'O cliente precisa manter ao menos um administrador ativo.',
    });
    const single = await call(superadmin, 'PUT', `/api/users/${only.id}`, { is_active: false });
    expect(single.statusCode).toBe(409);
  });

  it('refuses an admin removing their own last admin role, or inactivating themselves', async () => {
    const customer = await createCustomer(t.database.db);
    const admin = await kit.signed(customer.id, ['ROLE_ADMIN']);
    const read = (await call(admin, 'GET', `/api/users/${admin.id}`)).json();
    const demote = await call(admin, 'PUT', `/api/users/${admin.id}`, {
      ...formOf(read),
      roles: ['ROLE_USER'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('last_admin');
    const self = await call(admin, 'POST', '/api/users/inactivateMany', { ids: [admin.id] });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('self_inactivation');
    expect((await call(admin, 'GET', `/api/users/${admin.id}`)).json()).toMatchObject({
      is_active: true,
      roles: ['ROLE_ADMIN'],
    });
  });

  it('lets an admin step down when another admin remains', async () => {
    const { first } = await customerWithTwoAdmins();
    const read = (await call(first, 'GET', `/api/users/${first.id}`)).json();
    const demote = await call(first, 'PUT', `/api/users/${first.id}`, {
      ...formOf(read),
      roles: ['ROLE_USER'],
    });
    expect(demote.statusCode).toBe(200);
  });

  it('leaves one active admin when two admins inactivate each other at once', async () => {
    const { customer, first, second } = await customerWithTwoAdmins();
    const answers = await Promise.all([
      call(first, 'POST', '/api/users/inactivateMany', { ids: [second.id] }),
      call(second, 'POST', '/api/users/inactivateMany', { ids: [first.id] }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The loser is refused, whether by the last-admin rule or because its session just ended.
    expect(codes[0]).toBe(204);
    expect([401, 409]).toContain(codes[1]);
    const listed = await call(superadmin, 'GET', `/api/users?customer_id=${customer.id}`);
    expect(listed.json().data).toHaveLength(1);
  });

  it('leaves one active admin when both are demoted at once', async () => {
    const { first, second } = await customerWithTwoAdmins();
    const demote = async (who: Signed) => {
      const read = (await call(superadmin, 'GET', `/api/users/${who.id}`)).json();
      return call(superadmin, 'PUT', `/api/users/${who.id}`, {
        ...formOf(read),
        roles: ['ROLE_USER'],
      });
    };
    const codes = (await Promise.all([demote(first), demote(second)])).map((a) => a.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('reactivates an inactivated user through {is_active: true}', async () => {
    const { customer, first } = await customerWithTwoAdmins();
    const user = await createUser(t.database.db, { customerId: customer.id, isActive: false });
    const answer = await call(first, 'PUT', `/api/users/${user.id}`, { is_active: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().is_active).toBe(true);
    expect((await kit.logOf(first.id))[0]?.action).toBe('user.reactivated');
  });

  it('answers 409 when an edit gives the e-mail of another user', async () => {
    const { customer, first, second } = await customerWithTwoAdmins();
    const user = await createUser(t.database.db, { customerId: customer.id });
    const answer = await call(
      first,
      'PUT',
      `/api/users/${user.id}`,
      userForm(customer.id, { email: second.email.toUpperCase(), password: '' }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields.email).toBe('Usuário com e-mail informado já existe');
  });

  it('answers a bad status body with 400', async () => {
    const { first, second } = await customerWithTwoAdmins();
    const answer = await call(first, 'PUT', `/api/users/${second.id}`, { is_active: 'sim' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.is_active).toBe('Informe true ou false');
    const none = await call(first, 'POST', '/api/users/inactivateMany', { ids: [] });
    expect(none.json().fields.ids).toBe('Selecione ao menos um usuário');
  });
});
