import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePlaces } from '../../../test/customer-places.ts';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Who = { authorization: string };

describe('who may manage customers and their whitelabel look', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let superadmin: Who;
  let admin: Who;
  let user: Who;
  let otherAdmin: Who;
  let own: { id: number };
  let other: { id: number };
  let cityPayload: object;

  async function who(customerId: number | null, roles: string[]): Promise<Who> {
    const person = await createUser(t.database.db, { customerId, roles: roles as never });
    return { authorization: (await signIn(t.app, smtp, person.email)).authorization };
  }
  const call = (w: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: w.authorization } });

  async function upload(w: Who, customerId: number): Promise<string> {
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'logo.png', content: ONE_PIXEL_PNG },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=whitelabel&customer=${customerId}`,
      payload,
      headers: { ...headers, authorization: w.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().file.path;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    own = await createCustomer(t.database.db, { type: 'city' });
    other = await createCustomer(t.database.db, { type: 'city' });
    superadmin = await who(null, ['ROLE_SUPERADMIN']);
    admin = await who(own.id, ['ROLE_ADMIN']);
    user = await who(own.id, ['ROLE_USER']);
    otherAdmin = await who(other.id, ['ROLE_ADMIN']);
    const [place] = await freePlaces(t.database.db, 1);
    cityPayload = {
      name: 'Prefeitura Teste',
      type: 'city',
      state: place?.stateId,
      city: place?.cityId,
    };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses the customer list to an admin who is not the superadmin', async () => {
    expect((await call(admin, 'GET', '/api/customers')).statusCode).toBe(403);
    expect((await call(superadmin, 'GET', '/api/customers')).statusCode).toBe(200);
  });

  it('refuses creating a customer to an admin', async () => {
    expect((await call(admin, 'POST', '/api/customers', cityPayload)).statusCode).toBe(403);
  });

  it('refuses the form and the active flag of PUT to an admin, even of that customer', async () => {
    const form = await call(admin, 'PUT', `/api/customers/${own.id}`, cityPayload);
    expect(form.statusCode).toBe(403);
    const status = await call(admin, 'PUT', `/api/customers/${own.id}`, { is_active: false });
    expect(status.statusCode).toBe(403);
    expect((await call(superadmin, 'GET', `/api/customers/${own.id}`)).json().is_active).toBe(true);
  });

  it('refuses a plain user the whitelabel calls of their own customer', async () => {
    expect((await call(user, 'GET', `/api/customers/${own.id}`)).statusCode).toBe(403);
    const put = await call(user, 'PUT', `/api/customers/${own.id}`, { map_color: '#112233' });
    expect(put.statusCode).toBe(403);
  });

  it("refuses an admin another customer's whitelabel", async () => {
    const get = await call(otherAdmin, 'GET', `/api/customers/${own.id}`);
    expect(get.statusCode).toBe(403);
    expect(get.json().code).toBe('customer_forbidden');
    const put = await call(otherAdmin, 'PUT', `/api/customers/${own.id}`, { map_color: '#112233' });
    expect(put.statusCode).toBe(403);
    expect((await call(superadmin, 'GET', `/api/customers/${own.id}`)).json().map_color).toBeNull();
  });

  it("lets an admin save their own customer's look, and the current user carries it", async () => {
    const logo = await upload(admin, own.id);
    const banner = await upload(admin, own.id);
    const put = await call(admin, 'PUT', `/api/customers/${own.id}`, {
      logo,
      background_banner: banner,
      map_color: '#0B1F3A',
    });
    expect(put.statusCode, put.body).toBe(204);
    const saved = (await call(admin, 'GET', `/api/customers/${own.id}`)).json();
    expect([saved.logo_path, saved.background_banner_path, saved.map_color]).toEqual([
      logo,
      banner,
      '#0B1F3A',
    ]);
    const current = (await call(user, 'GET', '/api/user')).json().customer;
    expect(current.map_color).toBe('#0B1F3A');
    // Signed addresses the shell's <img> can load.
    const image = await t.app.inject({ method: 'GET', url: current.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(current.background_banner).toMatch(new RegExp(`^/api/files/${banner}\\?exp=`));
  });

  it("refuses an image uploaded for another customer in a customer's look", async () => {
    const foreign = await upload(otherAdmin, other.id);
    const put = await call(admin, 'PUT', `/api/customers/${own.id}`, { logo: foreign });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields.logo).toBe('Arquivo não encontrado: envie a imagem novamente.');
  });

  it('restores the original look and logs both changes in pt-BR', async () => {
    const put = await call(admin, 'PUT', `/api/customers/${own.id}`, {
      logo: null,
      background_banner: null,
      map_color: null,
    });
    expect(put.statusCode).toBe(204);
    const current = (await call(admin, 'GET', '/api/user')).json();
    expect(current.customer).toMatchObject({
      logo: null,
      background_banner: null,
      map_color: null,
    });
    const log = await call(admin, 'GET', `/api/users/${current.id}/audits?limit=50`);
    const descriptions = (log.json().data as { description: string }[]).map((e) => e.description);
    expect(descriptions.some((d) => d.startsWith('Restaurou a identidade visual original'))).toBe(
      true,
    );
    expect(descriptions.some((d) => d.startsWith('Atualizou a identidade visual'))).toBe(true);
  });

  it('refuses an invalid map colour with a pt-BR message', async () => {
    const put = await call(admin, 'PUT', `/api/customers/${own.id}`, { map_color: 'blue' });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields.map_color).toBe('Cor inválida: use o formato #RRGGBB');
  });

  it('tells the current user the city or state its customer is for, and only that', async () => {
    const [place] = await freePlaces(t.database.db, 1);
    if (!place) throw new Error('no free place');
    const created = await call(superadmin, 'POST', '/api/customers', {
      name: 'Governo Teste',
      type: 'state',
      state: place.stateId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const governmentAdmin = await who(created.json().id, ['ROLE_ADMIN']);
    const mine = (await call(governmentAdmin, 'GET', '/api/user')).json().customer;
    expect([mine.type, mine.state_id, mine.city_id]).toEqual(['state', place.stateId, null]);
    const company = await createCustomer(t.database.db, { type: 'company' });
    const companyUser = await who(company.id, ['ROLE_USER']);
    const theirs = (await call(companyUser, 'GET', '/api/user')).json().customer;
    expect([theirs.state_id, theirs.city_id]).toEqual([null, null]);
  });
});
