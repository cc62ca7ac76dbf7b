import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import {
  cityByCode,
  insertOpportunity,
  removeAllOpportunities,
} from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

type Who = { authorization: string; customerId: number | null };
type Filters = {
  status?: string[];
  type?: string[];
  ufs?: number[];
  start?: string;
  end?: string;
};

/**
 * The list's `total` and `total_without_filter` come from tallies kept by the database on
 * every write (and, for other filters, from a count): after any mix of writes, parallel ones
 * included, they must equal a plain count of what each reader may see.
 */
describe('opportunity list totals', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let readers: Who[];
  let adminA: Who;
  let adminB: Who;
  let cities: Awaited<ReturnType<typeof cityByCode>>[];

  const call = (who: Who, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });

  /** What the reader may see, counted the plain way, with the state read from the city. */
  async function counted(who: Who, filters: Filters): Promise<number> {
    const parts = [sql`p.deleted_at is null`];
    if (who.customerId !== null) {
      parts.push(sql`(p.status <> 'pending' or p.customer_id = ${who.customerId})`);
    }
    if (filters.status) parts.push(sql`p.status::text in ${filters.status}`);
    if (filters.type) parts.push(sql`p.type::text in ${filters.type}`);
    if (filters.ufs) parts.push(sql`c.state_id in ${filters.ufs}`);
    if (filters.start) parts.push(sql`p.created_at >= ${filters.start}::date`);
    if (filters.end) parts.push(sql`p.created_at < ${filters.end}::date + 1`);
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from proposals p left join cities c on c.id = p.city_id
          where ${sql.join(parts, sql` and `)}`,
    );
    return row?.n ?? 0;
  }

  async function expectTotalsMatch() {
    const [sp, mg] = cities.map((c) => c.state_id) as [number, number];
    const cases: Filters[] = [
      {},
      { status: ['pending'] },
      { status: ['open', 'lost'], ufs: [sp] },
      { type: ['company'], ufs: [sp, mg] },
      { status: ['completed'], type: ['city'] },
      // Creation periods: whole months from the month tallies, partial ones counted.
      { start: '2024-12-01' },
      { start: '2024-12-15' },
      { end: '2025-01-31' },
      { end: '2024-12-31', status: ['open', 'pending'] },
      { start: '2024-11-20', end: '2025-02-10', ufs: [sp] },
      { start: '2024-12-01', end: '2025-01-31', type: ['company'] },
      { start: '2024-12-20', end: '2025-01-10' },
      { start: '2025-01-05', end: '2025-01-20', status: ['pending'] },
      { start: '2025-01-01', end: '2025-01-01' },
      { start: '2030-01-01' },
      { start: new Date().toISOString().slice(0, 8).concat('01') },
    ];
    for (const who of readers) {
      for (const filters of cases) {
        const params = new URLSearchParams({ limit: '5' });
        if (filters.status) params.set('status', filters.status.join(','));
        if (filters.type) params.set('type', filters.type.join(','));
        if (filters.ufs) params.set('ufs', filters.ufs.join(','));
        if (filters.start) params.set('start_date', filters.start);
        if (filters.end) params.set('end_date', filters.end);
        const response = await call(who, 'GET', `/api/proposals?${params}`);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        const label = `${who.customerId} ${params}`;
        expect(body.total, label).toBe(await counted(who, filters));
        expect(body.total_without_filter, label).toBe(await counted(who, {}));
      }
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    await removeAllOpportunities(db);
    cities = [await cityByCode(db, 3506003), await cityByCode(db, 3106200)];
    const a = await createCustomer(db, { type: 'company' });
    const b = await createCustomer(db, { type: 'company' });
    const as = async (customerId: number | null, roles: ('ROLE_ADMIN' | 'ROLE_SUPERADMIN')[]) => ({
      customerId,
      ...(await signIn(t.app, smtp, (await createUser(db, { customerId, roles })).email)),
    });
    adminA = await as(a.id, ['ROLE_ADMIN']);
    adminB = await as(b.id, ['ROLE_ADMIN']);
    readers = [adminA, adminB, await as(null, ['ROLE_SUPERADMIN'])];
    const statuses = ['open', 'pending', 'completed', 'lost'] as const;
    // Spread over four months, some exactly at a month's turn (UTC) or just before it.
    const createdAt = (i: number) =>
      [
        '2024-11-25T10:00:00Z',
        '2024-11-30T23:59:59Z',
        '2024-12-01T00:00:00Z',
        '2024-12-15T08:00:00Z',
        '2024-12-31T23:59:59.999Z',
        '2025-01-01T00:00:00Z',
        '2025-01-05T00:00:00Z',
        '2025-01-20T23:00:00Z',
        '2025-02-01T00:00:00Z',
        '2025-02-10T12:00:00Z',
        '2025-02-11T00:00:00Z',
      ][i % 11] as string;
    for (let i = 0; i < 24; i++) {
      await insertOpportunity(db, {
        name: `Oportunidade ${i}`,
        type: i % 3 === 0 ? 'city' : 'company',
        status: statuses[i % 4] as (typeof statuses)[number],
        customerId: i % 2 === 0 ? a.id : b.id,
        city: cities[i % 2] as (typeof cities)[number],
        createdAt: createdAt(i),
        deleted: i % 7 === 0,
      });
    }
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('match a plain count for every reader, with and without filters', async () => {
    await expectTotalsMatch();
  });

  it('still match after parallel creations, transitions, moves and deletions', async () => {
    const create = (who: Who, i: number) =>
      call(who, 'POST', '/api/proposals', {
        name: `Paralela ${i}`,
        type: 'city',
        city_id: cities[i % 2]?.id,
        visibility: 'restrict',
        address: {
          zip: '17010-000',
          street: 'Rua A',
          number: '1',
          neighborhood: 'Centro',
          city_id: cities[i % 2]?.id,
        },
        contacts: [],
        benefits: [{ type: 'iptu', description: 'Isenção de IPTU' }],
        multimedia: [],
      });
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create(i % 2 === 0 ? adminA : adminB, i)),
    );
    for (const response of created) expect(response.statusCode, response.body).toBe(201);
    await expectTotalsMatch();

    const ids = created.map((response) => response.json().id as number);
    const owner = (i: number) => (i % 2 === 0 ? adminA : adminB);
    const writes = await Promise.all([
      ...ids.slice(0, 10).map((id, i) => call(owner(i), 'POST', `/api/proposals/${id}/complete`)),
      ...ids.slice(10, 20).map((id, i) => call(owner(i), 'DELETE', `/api/proposals/${id}`)),
      // Twice the same deletion: the second finds nothing left to count down.
      ...ids.slice(10, 14).map((id, i) => call(owner(i), 'DELETE', `/api/proposals/${id}`)),
    ]);
    for (const response of writes) expect([200, 204, 404]).toContain(response.statusCode);
    await expectTotalsMatch();

    // Moving an opportunity to a city of another state moves it between state tallies.
    await t.database.db.execute(
      sql`update proposals set city_id = ${cities[1]?.id} where id in ${ids.slice(20, 30)}`,
    );
    await expectTotalsMatch();
  });
});
