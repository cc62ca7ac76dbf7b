import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { AS_READ, NAMES, readInOrder } from '../../../test/names-as-read.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Signed, userForm, usersKit } from '../../../test/users-kit.ts';
import { users } from '../../db/schema/index.ts';

describe('who may see and manage which users', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const kit = usersKit(
    () => t,
    () => smtp,
  );
  const { call } = kit;
  let own: { id: number };
  let other: { id: number };
  let superadmin: Signed;
  let admin: Signed;
  let plain: Signed;
  let otherUser: { id: number };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    own = await createCustomer(t.database.db, { name: 'Prefeitura Própria' });
    other = await createCustomer(t.database.db, { name: 'Prefeitura Alheia' });
    superadmin = await kit.signed(null, ['ROLE_SUPERADMIN']);
    admin = await kit.signed(own.id, ['ROLE_ADMIN']);
    plain = await kit.signed(own.id, ['ROLE_USER']);
    await createUser(t.database.db, { customerId: other.id, roles: ['ROLE_ADMIN'] });
    otherUser = await createUser(t.database.db, { customerId: other.id });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 403 on every users route to a user with only ROLE_USER', async () => {
    const answers = await Promise.all([
      call(plain, 'GET', '/api/users'),
      call(plain, 'GET', '/api/users/customer-options'),
      call(plain, 'GET', `/api/users/${admin.id}`),
      call(plain, 'POST', '/api/users/email', userForm(own.id)),
      call(plain, 'POST', '/api/users', userForm(own.id)),
      call(plain, 'PUT', `/api/users/${admin.id}`, { is_active: false }),
      call(plain, 'POST', '/api/users/inactivateMany', { ids: [admin.id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it("lists only the admin's own customer's users, whatever customer_id says", async () => {
    const listed = await call(admin, 'GET', `/api/users?customer_id=${other.id}&limit=100`);
    expect(listed.statusCode).toBe(200);
    const customers = new Set(
      listed.json().data.map((u: { customer: { id: number } }) => u.customer.id),
    );
    expect([...customers]).toEqual([own.id]);
    expect(listed.json().total).toBe(listed.json().data.length);
  });

  it("lists every customer's users for the superadmin, and filters by customer_id", async () => {
    const all = await call(superadmin, 'GET', '/api/users?limit=100');
    const ids = all.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, otherUser.id]));
    const filtered = await call(superadmin, 'GET', `/api/users?customer_id=${other.id}`);
    expect(filtered.json().data.map((u: { id: number }) => u.id)).toContain(otherUser.id);
    expect(
      filtered.json().data.every((u: { customer: { id: number } }) => u.customer.id === other.id),
    ).toBe(true);
  });

  it('searches name or e-mail ignoring case and accents', async () => {
    await createUser(t.database.db, { customerId: own.id, email: 'joao.busca@teste.dev' });
    const created = await call(
      admin,
      'POST',
      '/api/users',
      userForm(own.id, { name: 'Conceição Ávila' }),
    );
    expect(created.statusCode).toBe(201);
    const byName = await call(admin, 'GET', '/api/users?name=conceicao avila');
    expect(byName.json().data.map((u: { name: string }) => u.name)).toEqual(['Conceição Ávila']);
    const byEmail = await call(admin, 'GET', '/api/users?name=JOAO.BUSCA');
    expect(byEmail.json().data.map((u: { email: string }) => u.email)).toEqual([
      'joao.busca@teste.dev',
    ]);
  });

  it('sorts names as a Brazilian reads them: accents and case do not move a name', async () => {
    const customer = await createCustomer(t.database.db, { name: 'Prefeitura Ordenada' });
    for (const name of NAMES) {
      const user = await createUser(t.database.db, { customerId: customer.id });
      await t.database.db.update(users).set({ name }).where(eq(users.id, user.id));
    }
    const names = async (query: string) => {
      const listed = await call(
        superadmin,
        'GET',
        `/api/users?customer_id=${customer.id}&${query}`,
      );
      expect(listed.statusCode).toBe(200);
      return listed.json().data.map((u: { name: string }) => u.name) as string[];
    };
    expect(await names('sort[name]=asc')).toEqual(AS_READ);
    expect(readInOrder(await names('sort[name]=asc'))).toBe(true);
    expect(await names('sort[name]=desc')).toEqual([...AS_READ].reverse());
    expect(await names('sort[name]=desc&limit=3&page=2')).toEqual(
      [...AS_READ].reverse().slice(3, 6),
    );
    // Alphabetical by default.
    expect(await names('limit=100')).toEqual(AS_READ);
  });

  it("answers 404 to an admin reading, editing or inactivating another customer's user", async () => {
    const get = await call(admin, 'GET', `/api/users/${otherUser.id}`);
    const put = await call(admin, 'PUT', `/api/users/${otherUser.id}`, userForm(own.id));
    const status = await call(admin, 'PUT', `/api/users/${otherUser.id}`, { is_active: false });
    const many = await call(admin, 'POST', '/api/users/inactivateMany', { ids: [otherUser.id] });
    expect([get, put, status, many].map((answer) => answer.statusCode)).toEqual([
      404, 404, 404, 404,
    ]);
    expect(get.json().code).toBe('user_not_found');
    const still = await call(superadmin, 'GET', `/api/users/${otherUser.id}`);
    expect(still.json().is_active).toBe(true);
  });

  it("inactivates nobody when another customer's user is anywhere in the selection", async () => {
    // One foreign user older than the admin's own, one newer: ids sort them first and last.
    const olderForeign = await createUser(t.database.db, { customerId: other.id });
    const mine = [
      await kit.signed(own.id, ['ROLE_USER']),
      await createUser(t.database.db, { customerId: own.id }),
      await createUser(t.database.db, { customerId: own.id }),
    ];
    const newerForeign = await createUser(t.database.db, { customerId: other.id });
    const [first, second, third] = mine.map((user) => user.id) as [number, number, number];
    const logged = (await kit.logOf(admin.id)).length;
    for (const foreign of [olderForeign.id, newerForeign.id]) {
      for (const ids of [
        [foreign, first, second, third],
        [first, foreign, second, third],
        [first, second, third, foreign],
        [third, second, first, foreign],
        [foreign, third, second, first],
      ]) {
        const answer = await call(admin, 'POST', '/api/users/inactivateMany', { ids });
        expect(answer.statusCode, JSON.stringify(ids)).toBe(404);
        expect(answer.json().code).toBe('user_not_found');
      }
    }
    for (const user of [...mine, olderForeign, newerForeign]) {
      expect((await call(superadmin, 'GET', `/api/users/${user.id}`)).json().is_active).toBe(true);
    }
    // Their sessions go on, and the log says nothing was done.
    expect((await call(mine[0] as Signed, 'GET', '/api/user')).statusCode).toBe(200);
    expect(await kit.logOf(admin.id)).toHaveLength(logged);
    // The same selection without the foreign user goes through.
    const own3 = await call(admin, 'POST', '/api/users/inactivateMany', {
      ids: [first, second, third],
    });
    expect(own3.statusCode).toBe(204);
  });

  it('refuses an admin granting ROLE_SUPERADMIN', async () => {
    const answer = await call(
      admin,
      'POST',
      '/api/users',
      userForm(own.id, { roles: ['ROLE_ADMIN', 'ROLE_SUPERADMIN'] }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('role_forbidden');
    const mine = await createUser(t.database.db, { customerId: own.id });
    const edit = await call(
      admin,
      'PUT',
      `/api/users/${mine.id}`,
      userForm(own.id, { roles: ['ROLE_SUPERADMIN'] }),
    );
    expect(edit.statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/users/${mine.id}`)).json().roles).toEqual(['ROLE_USER']);
  });

  it('lets an admin grant ROLE_ADMIN and ROLE_USER', async () => {
    const answer = await call(
      admin,
      'POST',
      '/api/users',
      userForm(own.id, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }),
    );
    expect(answer.statusCode).toBe(201);
    const read = await call(admin, 'GET', `/api/users/${answer.json().id}`);
    expect(read.json().roles).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  });

  it('lets the superadmin grant ROLE_SUPERADMIN', async () => {
    const answer = await call(
      superadmin,
      'POST',
      '/api/users',
      userForm(null, { roles: ['ROLE_SUPERADMIN'] }),
    );
    expect(answer.statusCode).toBe(201);
  });

  it('refuses an admin editing or inactivating a superadmin of their customer', async () => {
    const boss = await createUser(t.database.db, {
      customerId: own.id,
      roles: ['ROLE_SUPERADMIN'],
    });
    const edit = await call(admin, 'PUT', `/api/users/${boss.id}`, userForm(own.id));
    const status = await call(admin, 'PUT', `/api/users/${boss.id}`, { is_active: false });
    const many = await call(admin, 'POST', '/api/users/inactivateMany', { ids: [boss.id] });
    expect([edit, status, many].map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect(edit.json().code).toBe('user_forbidden');
  });

  it('refuses an admin creating a user for another customer', async () => {
    const answer = await call(admin, 'POST', '/api/users', userForm(other.id));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('customer_forbidden');
  });

  it('offers the superadmin every active customer and an admin only their own', async () => {
    const inactive = await createCustomer(t.database.db, { isActive: false });
    const all = await call(superadmin, 'GET', '/api/users/customer-options');
    const ids = all.json().data.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, other.id]));
    expect(ids).not.toContain(inactive.id);
    expect(all.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: expect.stringMatching(/^(city|state|company)$/),
    });
    const mine = await call(admin, 'GET', '/api/users/customer-options');
    expect(mine.json().data).toEqual([{ id: own.id, name: 'Prefeitura Própria', type: 'city' }]);
  });
});
