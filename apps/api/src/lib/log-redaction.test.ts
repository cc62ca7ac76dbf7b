import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../test/fixtures.ts';
import { codeFrom, passwordLogin } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('logs never hold a token, a ticket or a code', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const logStream = new PassThrough();
  let logged = '';
  logStream.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, { logger: true, logStream });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('logs requests with secret query values hidden, and mails without the code', async () => {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { token } = (await passwordLogin(t.app, user.email)).json();
    const code = codeFrom(smtp, user.email);
    const authorization = `Bearer ${token}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: { authorization },
      payload: { code },
    });
    const { ticket } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/stream-ticket',
        headers: { authorization },
      })
    ).json();
    // Refused requests are logged too, URL and all.
    await t.app.inject({ method: 'GET', url: `/api/notifications/stream?access_token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/notifications/stream?ticket=${ticket}x` });
    await t.app.inject({ method: 'GET', url: `/api/cities?code=${code}&token=${token}` });

    expect(logged).toContain('"url":"/api/notifications/stream?access_token=[oculto]"');
    expect(logged).toContain('"url":"/api/notifications/stream?ticket=[oculto]"');
    for (const secret of [token, ticket, token.split('.')[2] as string]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(new RegExp(`["=:]${code}\\b`));
    expect(logged).toContain('Oportuna: seu código de acesso');
  });

  it('hides secret parameters whatever their case or encoding, and keeps the others', () => {
    expect(redactUrl('/api/x?name=Bauru&Access_Token=abc&page=2')).toBe(
      '/api/x?name=Bauru&Access_Token=[oculto]&page=2',
    );
    expect(redactUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=[oculto]');
    expect(redactUrl('/api/files/2026/11/a.png?exp=1&sig=zzz')).toBe(
      '/api/files/2026/11/a.png?exp=1&sig=[oculto]',
    );
    expect(redactUrl('/api/cities')).toBe('/api/cities');
  });
});
