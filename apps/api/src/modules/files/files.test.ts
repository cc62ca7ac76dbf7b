import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('uploads', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let customerId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    customerId = (await createCustomer(t.database.db)).id;
    const user = await createUser(t.database.db, { customerId });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const upload = (files: Parameters<typeof multipartBody>[0], query = '') => {
    const { payload, headers } = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/files${query}`,
      payload,
      headers: { ...headers, authorization },
    });
  };

  it('stores a PNG, answers its path and url, and serves the same bytes back', async () => {
    const response = await upload(
      [{ field: 'file', name: 'fachada.png', content: ONE_PIXEL_PNG, type: 'image/png' }],
      `?customer=${customerId}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.file.original_name).toBe('fachada.png');
    expect(body.file.path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(body.url).toBe(`/api/files/${body.file.path}`);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it("refuses a file over 5 MB with 413 'O tamanho de cada arquivo é limitado a 5 MB.'", async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(6_000_000)]);
    const response = await upload([{ field: 'file', name: 'grande.png', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');
  });

  it('decides the type from the content: a renamed executable is refused with 415', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(200),
    ]);
    const response = await upload([
      { field: 'file', name: 'foto.png', content: elf, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_file_type');
  });

  it("accepts one file per request: 'Apenas um arquivo nessa área!'", async () => {
    const response = await upload([
      { field: 'file', name: 'a.png', content: ONE_PIXEL_PNG },
      { field: 'file', name: 'b.png', content: ONE_PIXEL_PNG },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Apenas um arquivo nessa área!');
  });

  it('refuses uploads for another customer and requests without a file', async () => {
    const other = await createCustomer(t.database.db);
    const foreign = await upload(
      [{ field: 'file', name: 'a.png', content: ONE_PIXEL_PNG }],
      `?customer=${other.id}`,
    );
    expect(foreign.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('never leaves the storage folder when serving', async () => {
    for (const url of [
      '/api/files/2026/11/..%2F..%2Foportuna.json',
      '/api/files/etc/passwd',
      '/api/files/%2e%2e/jwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    // A path with dots is normalised before routing and never reaches the file route.
    const dotted = await t.app.inject({ method: 'GET', url: '/api/files/../../jwt-secret' });
    expect(dotted.body).not.toContain(t.config.jwtSecret);
  });
});
