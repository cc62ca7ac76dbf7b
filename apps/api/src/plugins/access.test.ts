import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../test/fixtures.ts';
import { codeFrom, passwordLogin, signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { repositoryRoot } from '../lib/paths.ts';
import type { AccessRule } from './access.ts';

const yes = (flag: boolean) => (flag ? 'yes' : '');

/** Rows `| METHOD | /api/path | rule | before 2FA | before terms | finer rule |` of docs/access-rules.md. */
function documentedRules(): string[] {
  const doc = readFileSync(join(repositoryRoot, 'docs/access-rules.md'), 'utf8');
  return [
    ...doc.matchAll(
      /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*(\w+)\s*\|\s*(yes)?\s*\|\s*(yes)?\s*\|/gm,
    ),
  ].map((m) => `${m[1]} ${m[2]} ${m[3]} 2fa:${m[4] ?? ''} terms:${m[5] ?? ''}`);
}

const describeRule = (r: AccessRule) =>
  `${r.method} ${r.url} ${r.access} 2fa:${yes(r.beforeTwoFactor)} terms:${yes(r.beforeContract)}`;
const sampleUrl = (rule: AccessRule) => rule.url.replace(/:(\w+)/g, '1').replace('*', 'x');

describe('access rules', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const guarded = () =>
    t.app.accessRules.filter((r) => r.access !== 'public' && !r.url.endsWith('/logout'));

  it('every registered /api route declares a rule, and docs/access-rules.md lists exactly those', () => {
    const registered = t.app.accessRules.map(describeRule).sort();
    expect(registered.length).toBeGreaterThan(10);
    expect(documentedRules().sort()).toEqual(registered);
  });

  it('answers 401 to every non-public route called without a token', async () => {
    for (const rule of t.app.accessRules.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({ method: rule.method as 'GET', url: sampleUrl(rule) });
      expect(response.statusCode, `${rule.method} ${rule.url}`).toBe(401);
    }
  });

  it('refuses a password-only session (code not yet checked) on every route not marked before 2FA', async () => {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_SUPERADMIN'],
    });
    const { token } = (await passwordLogin(t.app, user.email)).json();
    const reached: string[] = [];
    for (const rule of guarded()) {
      const response = await t.app.inject({
        method: rule.method as 'GET',
        url: sampleUrl(rule),
        headers: { authorization: `Bearer ${token}` },
      });
      // The stream opens only with a ticket, which such a session cannot get: 401.
      const refused =
        response.statusCode === 401 ||
        (response.statusCode === 403 && response.json().code === 'two_factor_required');
      if (refused === rule.beforeTwoFactor)
        reached.push(`${describeRule(rule)} → ${response.statusCode}`);
    }
    expect(reached).toEqual([]);
    // The session still works for what it is for: checking the code.
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/2fa-check',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: codeFrom(smtp, user.email) },
    });
    expect(check.statusCode).toBe(200);
  });

  it('refuses a session whose customer has not accepted the terms on every route not marked before terms', async () => {
    const customer = await createCustomer(t.database.db, { contractAccepted: false });
    const user = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_ADMIN'],
    });
    const { authorization } = await signIn(t.app, smtp, user.email);
    const wrong: string[] = [];
    for (const rule of guarded()) {
      const response = await t.app.inject({
        method: rule.method as 'GET',
        url: sampleUrl(rule),
        headers: { authorization },
      });
      const refused =
        response.statusCode === 401 ||
        (response.statusCode === 403 && response.json().code === 'contract_not_accepted');
      if (refused === rule.beforeContract)
        wrong.push(`${describeRule(rule)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
