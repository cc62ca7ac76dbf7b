import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestsCalls, type Person } from '../../../test/interests-kit.ts';
import { type OutcomesCast, outcomesCast } from '../../../test/outcomes-kit.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Who =
  | 'hallUser'
  | 'hallAdmin'
  | 'stateUser'
  | 'interested'
  | 'owner'
  | 'third'
  | 'superadmin'
  | 'anonymous';
const EVERYONE: Who[] = [
  'hallUser',
  'hallAdmin',
  'stateUser',
  'interested',
  'owner',
  'third',
  'superadmin',
  'anonymous',
];
const NOBODY_ELSE = {
  hallUser: 403,
  hallAdmin: 403,
  stateUser: 403,
  interested: 403,
  owner: 403,
  third: 403,
  superadmin: 200,
  anonymous: 401,
};

/**
 * Every outcomes route × every kind of caller: the locality's customer's users (user and
 * admin), another locality's customer, the other side of its interests (interested, owner of
 * an opportunity), a third customer, the superadmin and nobody; as JSON and as XLSX.
 */
describe('outcomes: route × principal', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: OutcomesCast;
  const api = interestsCalls(() => t);
  const as = (who: Who): Person | null => (who === 'anonymous' ? null : c[who]);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await outcomesCast(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function matrix(url: string) {
    const got: Record<string, number> = {};
    for (const format of ['', '&format=xlsx']) {
      for (const who of EVERYONE) {
        const answer = await api.call(as(who), 'GET', `${url}?from=2026-01-01${format}`);
        got[`${who}${format ? ' xlsx' : ''}`] = answer.statusCode;
        if (answer.statusCode !== 200) expect(answer.body).not.toContain('"months"');
      }
    }
    return got;
  }
  const both = (expected: Record<Who, number>) => ({
    ...expected,
    ...Object.fromEntries(Object.entries(expected).map(([who, code]) => [`${who} xlsx`, code])),
  });

  it('GET /api/cities/:id/outcomes: the city hall’s users and the superadmin', async () => {
    expect(await matrix(`/api/cities/${c.hallCityId}/outcomes`)).toEqual(
      both({ ...NOBODY_ELSE, hallUser: 200, hallAdmin: 200 }),
    );
  });

  it('GET /api/states/:id/outcomes: the state government’s users and the superadmin', async () => {
    expect(await matrix(`/api/states/${c.stateId}/outcomes`)).toEqual(
      both({ ...NOBODY_ELSE, stateUser: 200 }),
    );
  });

  it('GET /api/customers/:id/outcomes: the customer’s admins and the superadmin', async () => {
    expect(await matrix(`/api/customers/${c.hall.id}/outcomes`)).toEqual(
      both({ ...NOBODY_ELSE, hallAdmin: 200 }),
    );
    // A company's admin reads its own dashboard, not another's.
    const own = await api.call(c.owner, 'GET', `/api/customers/${c.ownerCustomer.id}/outcomes`);
    expect(own.statusCode).toBe(200);
    expect(own.json().wins.count).toBe(1);
  });

  it('unknown places and customers: 404 for the superadmin, 403 for the others', async () => {
    for (const url of ['/api/cities/999999999/outcomes', '/api/states/999999/outcomes']) {
      expect((await api.call(c.superadmin, 'GET', url)).statusCode).toBe(404);
    }
    const customer = '/api/customers/999999/outcomes';
    expect((await api.call(c.superadmin, 'GET', customer)).statusCode).toBe(404);
    expect((await api.call(c.hallAdmin, 'GET', customer)).statusCode).toBe(403);
  });

  it('a city with no city hall: zeros for the superadmin, 403 for everyone else', async () => {
    const url = `/api/cities/${c.cityWithoutHallId}/outcomes`;
    const answer = await api.call(c.superadmin, 'GET', url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ customer: null, wins: { count: 0 } });
    expect((await api.call(c.hallUser, 'GET', url)).statusCode).toBe(403);
  });
});
