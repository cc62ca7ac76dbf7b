import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('list answers kept per caller', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let ana: string;
  let bruno: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const users = [
      await createUser(t.database.db, { customerId: customer.id }),
      await createUser(t.database.db, { customerId: customer.id }),
    ];
    ana = (await signIn(t.app, smtp, users[0]?.email as string)).authorization;
    bruno = (await signIn(t.app, smtp, users[1]?.email as string)).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = (authorization: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/cities?limit=5&sort[name]=asc',
      headers: { authorization, ...headers },
    });

  it('tags an answer and answers 304 Not Modified while nothing it shows has changed', async () => {
    const first = await list(ana);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await list(ana);
    expect(again.headers.etag).toBe(etag);
    expect(again.json()).toEqual(first.json());

    const notModified = await list(ana, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('sends the same answer compressed to a client that accepts gzip', async () => {
    const plain = await list(ana);
    const zipped = await list(ana, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a new favourite at once, to its user only', async () => {
    const before = await list(ana);
    const city = before.json().data[0];
    const bobBefore = await list(bruno);

    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization: ana },
      payload: { entity: 'city', entity_id: city.id },
    });
    expect(mark.statusCode).toBe(200);

    const after = await list(ana, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0]).toMatchObject({ id: city.id, is_favorite: true });
    const bobAfter = await list(bruno, { 'if-none-match': bobBefore.headers.etag as string });
    expect(bobAfter.statusCode).toBe(304);
  });
});
