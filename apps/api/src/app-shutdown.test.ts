import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../test/fixtures.ts';
import { signIn } from '../test/sign-in.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';
import { createTestApp } from '../test/test-app.ts';

/** Waits `ms`, to let the server read what was sent. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server', () => {
  it('answers a request already in flight, from the database, before it stops', async () => {
    const t = await createTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const body = JSON.stringify({ username: 'ninguem@example.com', password: 'errada' });
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      const answer = new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      // The headers and half the body: the request has started when the server is told to stop.
      socket.write(
        'POST /api/login_check HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
          `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await pause(200);
      const closed = t.app.close();
      await pause(200);
      socket.write(body.slice(10));
      const text = await answer;
      await closed;
      expect(text).toMatch(/^HTTP\/1\.1 401/);
      expect(text).toContain('"code":"invalid_credentials"');
    } finally {
      await t.close();
    }
  });

  it('ends open notification streams at once, so stopping does not wait for them', async () => {
    const smtp = await startSmtpCapture();
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const customer = await createCustomer(t.database.db);
      const user = await createUser(t.database.db, { customerId: customer.id });
      const { authorization } = await signIn(t.app, smtp, user.email);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const ticket = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/stream-ticket',
        headers: { authorization },
      });
      const response = await fetch(
        `${address}/api/notifications/stream?ticket=${ticket.json().ticket}`,
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry:');
      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((await reader.read()).done).toBe(true);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
