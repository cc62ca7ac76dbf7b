import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe("a customer's sites allowed to embed its showcases", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let customerId: number;
  let admin: string;
  let otherAdmin: string;
  let user: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    customerId = (await createCustomer(db, { type: 'city' })).id;
    const other = await createCustomer(db, { type: 'city' });
    const sign = async (id: number, role: 'ROLE_ADMIN' | 'ROLE_USER') =>
      (await signIn(t.app, smtp, (await createUser(db, { customerId: id, roles: [role] })).email))
        .authorization;
    admin = await sign(customerId, 'ROLE_ADMIN');
    otherAdmin = await sign(other.id, 'ROLE_ADMIN');
    user = await sign(customerId, 'ROLE_USER');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const put = (authorization: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      payload,
      headers: { authorization },
    });
  const saved = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/customers/${customerId}`,
        headers: { authorization: admin },
      })
    ).json().showcase_allowed_origins;

  it('saves the list normalised and reads it back', async () => {
    expect(await saved()).toEqual([]);
    const response = await put(admin, {
      showcase_allowed_origins: [' https://Site.Example/ ', 'http://127.0.0.1:8081'],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await saved()).toEqual(['https://site.example', 'http://127.0.0.1:8081']);
    expect((await put(admin, { showcase_allowed_origins: [] })).statusCode).toBe(204);
    expect(await saved()).toEqual([]);
  });

  it('refuses addresses that are not origins, and repeats, in pt-BR, changing nothing', async () => {
    await put(admin, { showcase_allowed_origins: ['https://site.example'] });
    const response = await put(admin, {
      showcase_allowed_origins: [
        'https://site.example/pagina',
        'site.example',
        'https://ok.example',
        'https://OK.example',
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'showcase_allowed_origins.0':
        'Endereço inválido: use o formato https://site.exemplo, sem caminho.',
      'showcase_allowed_origins.1':
        'Endereço inválido: use o formato https://site.exemplo, sem caminho.',
      'showcase_allowed_origins.3': 'Site repetido',
    });
    expect(await saved()).toEqual(['https://site.example']);
  });

  it("refuses another customer's admin and a plain user", async () => {
    expect((await put(otherAdmin, { showcase_allowed_origins: [] })).statusCode).toBe(403);
    expect((await put(user, { showcase_allowed_origins: [] })).statusCode).toBe(403);
    expect(await saved()).toEqual(['https://site.example']);
  });
});
