import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Inputs a careless or hostile client might send in place of ids, queries and bodies. */
const ODD_IDS = ['0', '-1', 'abc', '99999999999999999999', '1.5', '%00', "1'--"];
const ODD_QUERIES = [
  'page=-1&limit=0',
  'page=abc&limit=1e9',
  'sort[name]=sideways',
  'sort[__proto__]=asc',
  'ufs=a,b&id=%2C%2C',
  'coordinates_polygon=%5B%5B1%5D%5D',
  'coordinates_polygon=not-json',
  'idhm=9,1&start_date=2024-13-45',
  'name=%27%3B%20drop%20table%20cities%3B--',
  'format=exe',
];
const ODD_BODIES: unknown[] = [
  {},
  [],
  'texto',
  { type: 'planet' },
  { entity: 'city', entity_id: -5 },
  { name: 'x'.repeat(100_000) },
  { __proto__: { admin: true }, type: 'city' },
  { username: ['a'], password: { $ne: null }, code: 1234, token: null },
];

describe('no input makes the server answer 500', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    ({ authorization } = await signIn(t.app, smtp, superadmin.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers every registered route, fed odd ids, queries and bodies, below 500', async () => {
    const failures: string[] = [];
    for (const rule of t.app.accessRules) {
      if (rule.url.endsWith('/stream') || rule.url === '/api/logout') continue;
      const urls =
        rule.url.includes(':') || rule.url.includes('*')
          ? ODD_IDS.map((id) => rule.url.replace(/:\w+/g, id).replace('*', id))
          : [rule.url];
      for (const url of urls) {
        for (const query of ODD_QUERIES) {
          const method = rule.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const bodies = method === 'GET' ? [undefined] : ODD_BODIES;
          for (const body of bodies) {
            const response = await t.app.inject({
              method,
              url: `${url}?${query}`,
              headers: { authorization },
              ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
            });
            if (
              response.statusCode >= 500 &&
              !(response.statusCode === 502 && url.startsWith('/api/cep'))
            ) {
              failures.push(
                `${method} ${url}?${query} ${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
