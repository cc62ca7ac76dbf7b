import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { codeFrom } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';

/**
 * Attempt limits under parallel requests. On PostgreSQL requests really run at once, which is
 * where a limit that reads a counter and writes it back lets every guess through.
 */
describe('attempt limits on passwords and e-mailed codes', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  let customerId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    customerId = (await createCustomer(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let addressSequence = 0;
  const freshAddress = () => `10.2.${addressSequence >> 8}.${(addressSequence++ & 255) + 1}`;
  const newEmail = async () => (await createUser(t.database.db, { customerId })).email;
  const login = (email: string, password: string, remoteAddress: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: email, password },
      remoteAddress,
      headers,
    });
  const checkCode = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: { authorization: `Bearer ${token}` },
      payload: { code },
    });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
  const wrongCodeFor = (code: string) => (code === '0000' ? '0001' : '0000');

  it('checks at most 5 of 100 parallel passwords for one account: the right one sent last is refused', async () => {
    const email = await newEmail();
    const address = freshAddress();
    const guesses = Array.from({ length: 100 }, (_, n) => login(email, `errada-${n}`, address));
    guesses.push(login(email, FIXTURE_PASSWORD, address));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.statusCode);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(96);
    expect((await login(email, FIXTURE_PASSWORD, freshAddress())).statusCode).toBe(429);
  });

  it('compares at most 5 of 1,000 parallel codes for one sign-in: the right one sent last never gets in', async () => {
    const email = await newEmail();
    const { token } = (await login(email, FIXTURE_PASSWORD, freshAddress())).json();
    const code = codeFrom(smtp, email);
    const guesses = Array.from({ length: 1000 }, () => checkCode(token, wrongCodeFor(code)));
    guesses.push(checkCode(token, code));
    const answers = await Promise.all(guesses);
    expect(answers.filter((answer) => answer.statusCode === 200)).toEqual([]);
    // That sign-in is over, even for the right code.
    expect((await checkCode(token, code)).statusCode).toBe(401);
    // Only 5 wrong codes were compared: below the account's cap of 10, so it is not locked.
    const again = await login(email, FIXTURE_PASSWORD, freshAddress());
    expect(again.statusCode).toBe(200);
    expect((await checkCode(again.json().token, codeFrom(smtp, email))).statusCode).toBe(200);
  });

  it('locks the account for 15 minutes after 10 wrong codes across sign-ins', async () => {
    const email = await newEmail();
    for (let signIn = 1; signIn <= 2; signIn++) {
      const { token } = (await login(email, FIXTURE_PASSWORD, freshAddress())).json();
      const code = codeFrom(smtp, email);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await checkCode(token, wrongCodeFor(code));
        const tenth = signIn === 2 && attempt === 5;
        expect(answer.statusCode, `sign-in ${signIn}, code ${attempt}`).toBe(tenth ? 429 : 400);
      }
    }
    const locked = await login(email, FIXTURE_PASSWORD, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_requests');
    clock.advanceMinutes(16);
    expect((await login(email, FIXTURE_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('accepts a code just before its 10 minutes end and refuses it just after', async () => {
    const email = await newEmail();
    const early = (await login(email, FIXTURE_PASSWORD, freshAddress())).json().token;
    const earlyCode = codeFrom(smtp, email);
    clock.advanceMinutes(9.98);
    expect((await checkCode(early, earlyCode)).statusCode).toBe(200);

    const late = (await login(email, FIXTURE_PASSWORD, freshAddress())).json().token;
    const lateCode = codeFrom(smtp, email);
    clock.advanceMinutes(10.02);
    const refused = await checkCode(late, lateCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Token inválido!');
  });

  it('locks an address after its 20th failed password, not before, and no other address', async () => {
    const address = freshAddress();
    for (let n = 1; n <= 20; n++) {
      const answer = await login(`ninguem.${n}@teste.dev`, 'errada', address);
      expect(answer.statusCode, `failure ${n}`).toBe(401);
    }
    const email = await newEmail();
    expect((await login(email, FIXTURE_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(email, FIXTURE_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For by default: changing it neither escapes nor aims the address lock', async () => {
    const address = freshAddress();
    for (let n = 1; n <= 20; n++) {
      await login(`outro.${n}@teste.dev`, 'errada', address, {
        'x-forwarded-for': `203.0.113.${n}`,
      });
    }
    const email = await newEmail();
    const disguised = await login(email, FIXTURE_PASSWORD, address, {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(disguised.statusCode).toBe(429);
    // The addresses named in the header were never locked.
    expect((await login(email, FIXTURE_PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For from a configured proxy', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('counts failures per client address the trusted proxy reports, and trusts no one else', async () => {
    let attempt = 0;
    const viaProxy = (client: string, from = '10.9.9.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: `ninguem.${attempt++}@teste.dev`, password: 'errada' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': client },
      });
    for (let n = 1; n <= 20; n++) expect((await viaProxy('198.51.100.20')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.20')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.21')).statusCode).toBe(401);
    // An untrusted peer's header is ignored: its own address is what counts.
    for (let n = 1; n <= 20; n++) await viaProxy(`192.0.2.${n}`, '10.8.8.8');
    expect((await viaProxy('198.51.100.22', '10.8.8.8')).statusCode).toBe(429);
  });
});
