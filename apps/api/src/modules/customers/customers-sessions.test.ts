import { MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePlaces } from '../../../test/customer-places.ts';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { passwordLogin, signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('inactivating and reactivating a customer', () => {
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

  const setActive = (customerId: number, isActive: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      payload: { is_active: isActive },
      headers: { authorization: superadmin },
    });
  const currentUser = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

  async function customerWithUser() {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    return { customer, user };
  }

  it("ends the customer's users' sessions at once", async () => {
    const { customer, user } = await customerWithUser();
    const { authorization } = await signIn(t.app, smtp, user.email);
    // Read once, so the session sits in this process's memory.
    expect((await currentUser(authorization)).statusCode).toBe(200);
    expect((await setActive(customer.id, false)).statusCode).toBe(204);
    const next = await currentUser(authorization);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('session_expired');
  });

  it('refuses sign-in with the organisation message while the customer is inactive', async () => {
    const { customer, user } = await customerWithUser();
    await setActive(customer.id, false);
    const login = await passwordLogin(t.app, user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'customer_inactive',
      message: 'Sua organização está inativa. Fale com o administrador da plataforma.',
    });
  });

  it('answers a wrong password of an inactive customer as any wrong password', async () => {
    const { customer, user } = await customerWithUser();
    await setActive(customer.id, false);
    const login = await passwordLogin(t.app, user.email, 'Senha@Errada9');
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MESSAGES.auth.invalidCredentials);
  });

  it('lets the users sign in again after reactivation, but not resume the ended sessions', async () => {
    const { customer, user } = await customerWithUser();
    const before = await signIn(t.app, smtp, user.email);
    await setActive(customer.id, false);
    expect((await setActive(customer.id, true)).statusCode).toBe(204);
    expect((await currentUser(before.authorization)).statusCode).toBe(401);
    const after = await signIn(t.app, smtp, user.email);
    const me = await currentUser(after.authorization);
    expect(me.statusCode).toBe(200);
    expect(me.json().customer.is_active).toBe(true);
  });

  it("leaves other customers' sessions alone", async () => {
    const { customer } = await customerWithUser();
    const other = await customerWithUser();
    const { authorization } = await signIn(t.app, smtp, other.user.email);
    await setActive(customer.id, false);
    expect((await currentUser(authorization)).statusCode).toBe(200);
  });

  it('creates exactly one of parallel registrations of one city', async () => {
    const [place] = await freePlaces(t.database.db, 1);
    const payload = { type: 'city', state: place?.stateId, city: place?.cityId };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers',
          payload: { ...payload, name: `Prefeitura ${index}` },
          headers: { authorization: superadmin },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/customers?name=Prefeitura&type=city&limit=100',
      headers: { authorization: superadmin },
    });
    const here = (listed.json().data as { city: { id: number } | null }[]).filter(
      (item) => item.city?.id === place?.cityId,
    );
    expect(here).toHaveLength(1);
  });
});
