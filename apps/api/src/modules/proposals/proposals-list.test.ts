import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import {
  cityByCode,
  insertOpportunity,
  type OpportunitySeed,
  removeAllOpportunities,
} from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Who = { authorization: string };
type Seeded = OpportunitySeed & { id: number };

/**
 * The opportunity list on a data set of its own (the test database's opportunities are
 * removed first): every filter is checked by the exact opportunities it keeps, every sort key
 * in both directions by the exact order, pages by their ids.
 */
describe('opportunity list: filters, sorting and pages by their exact results', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let cityUser: Who;
  let cityColleague: Who;
  let companyUser: Who;
  let cityCustomerId: number;
  const seeded = new Map<string, Seeded>();
  const id = (key: string) => (seeded.get(key) as Seeded).id;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    await removeAllOpportunities(db);
    const cityHall = await createCustomer(db, { type: 'city' });
    const company = await createCustomer(db, { type: 'company' });
    cityCustomerId = cityHall.id;
    cityUser = await signIn(t.app, smtp, (await createUser(db, { customerId: cityHall.id })).email);
    cityColleague = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: cityHall.id })).email,
    );
    companyUser = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: company.id })).email,
    );
    const bauru = await cityByCode(db, 3506003);
    const marilia = await cityByCode(db, 3529005);
    const londrina = await cityByCode(db, 4113700);
    const seeds: Record<string, OpportunitySeed> = {
      alfa: {
        name: 'Alfa industrial',
        type: 'city',
        status: 'open',
        customerId: cityHall.id,
        city: bauru,
        createdAt: '2026-01-10T12:00:00Z',
      },
      beta: {
        name: 'Beta laticínios',
        type: 'company',
        status: 'completed',
        customerId: cityHall.id,
        city: marilia,
        createdAt: '2026-02-15T12:00:00Z',
        total: 500_000,
        taxId: '11222333000181',
      },
      gama: {
        name: 'Gama papel',
        type: 'company',
        status: 'lost',
        customerId: company.id,
        city: londrina,
        createdAt: '2026-03-20T12:00:00Z',
        total: 2_000_000,
        taxId: '44555666000199',
      },
      pendente: {
        name: 'Pendente de aprovação',
        type: 'company',
        status: 'pending',
        customerId: company.id,
        city: londrina,
        createdAt: '2026-03-21T12:00:00Z',
        total: 900_000,
      },
      delta: {
        name: 'Delta logística',
        type: 'city',
        status: 'open',
        customerId: cityHall.id,
        city: londrina,
        createdAt: '2026-04-01T12:00:00Z',
      },
      epsilon: {
        name: 'Épsilon celulose',
        type: 'company',
        status: 'open',
        customerId: company.id,
        city: bauru,
        createdAt: '2026-04-02T12:00:00Z',
        total: 1_500_000,
        taxId: '11222333000262',
      },
      removida: {
        name: 'Removida',
        type: 'city',
        status: 'open',
        customerId: cityHall.id,
        city: bauru,
        createdAt: '2026-01-05T12:00:00Z',
        deleted: true,
      },
    };
    for (const [key, seed] of Object.entries(seeds)) {
      seeded.set(key, { ...seed, id: await insertOpportunity(db, seed) });
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (who: Who, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/proposals?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
      headers: { authorization: who.authorization },
    });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.json() as {
      data: { id: number }[];
      total: number;
      total_without_filter: number;
      available_ordering: string[];
    };
  };
  const idsOf = async (who: Who, query: string) =>
    new Set((await list(who, query)).data.map((p) => p.id));
  const idSet = (...keys: string[]) => new Set(keys.map(id));

  it('shows each customer what it may read: another customer pending item and deleted ones never', async () => {
    const visibleToCity = idSet('alfa', 'beta', 'gama', 'delta', 'epsilon');
    expect(await idsOf(cityUser, '')).toEqual(visibleToCity);
    expect(await idsOf(companyUser, '')).toEqual(
      idSet('alfa', 'beta', 'gama', 'pendente', 'delta', 'epsilon'),
    );
    const filtered = await list(cityUser, 'status=open');
    expect(filtered.total).toBe(3);
    expect(filtered.total_without_filter).toBe(visibleToCity.size);
  });

  it.each([
    ['status=open', ['alfa', 'delta', 'epsilon']],
    ['status=completed,lost', ['beta', 'gama']],
    ['status=pending', []],
    ['type=city', ['alfa', 'delta']],
    ['type=company', ['beta', 'gama', 'epsilon']],
    ['city=BAURU', ['alfa', 'epsilon']],
    ['city=BAURU,MARILIA', ['alfa', 'beta', 'epsilon']],
    ['ufs=PR', ['gama', 'delta']],
    ['ufs=SP', ['alfa', 'beta', 'epsilon']],
    ['start_date=2026-03-01', ['gama', 'delta', 'epsilon']],
    ['end_date=2026-02-15', ['alfa', 'beta']],
    ['start_date=2026-02-01&end_date=2026-03-31', ['beta', 'gama']],
    ['investimentRange=1000000,2000000', ['gama', 'epsilon']],
    ['investimentRange=1000000,', ['gama', 'epsilon']],
    ['investimentRange=,900000', ['beta']],
    ['company_federal_tax_id=11.222.333', ['beta', 'epsilon']],
    ['company_federal_tax_id=11.222.333/0001-81', ['beta']],
    ['name=ALFA', ['alfa']],
    ['name=epsilon', ['epsilon']],
    // Wildcards typed in a name are letters like any other, also once unaccented (％ is %).
    ['name=%25', []],
    ['name=ALF_', []],
    [`name=${encodeURIComponent('％')}`, []],
    ['customer=CITY_HALL', ['alfa', 'beta', 'delta']],
    ['type=company&ufs=SP&status=completed', ['beta']],
  ])('keeps exactly what %s asks for', async (query, keys) => {
    const resolved = query
      .replace('BAURU', String(seeded.get('alfa')?.city.id))
      .replace('MARILIA', String(seeded.get('beta')?.city.id))
      .replace('ufs=PR', `ufs=${seeded.get('gama')?.city.state_id}`)
      .replace('ufs=SP', `ufs=${seeded.get('alfa')?.city.state_id}`)
      .replace('CITY_HALL', String(cityCustomerId));
    expect(await idsOf(cityUser, resolved)).toEqual(idSet(...keys));
  });

  it('keeps what lies inside a polygon drawn on the map', async () => {
    // Around Bauru and Marília, in the interior of São Paulo.
    const interiorSp = [
      [-50.2, -22.6],
      [-48.8, -22.6],
      [-48.8, -21.9],
      [-50.2, -21.9],
    ];
    const polygon = encodeURIComponent(JSON.stringify(interiorSp));
    expect(await idsOf(cityUser, `coordinates_polygon=${polygon}`)).toEqual(
      idSet('alfa', 'beta', 'epsilon'),
    );
  });

  it("keeps only the caller's own favourites", async () => {
    for (const key of ['beta', 'delta']) {
      const marked = await t.app.inject({
        method: 'POST',
        url: '/api/favorites',
        headers: { authorization: cityUser.authorization },
        payload: { entity: 'proposal', entity_id: id(key) },
      });
      expect(marked.statusCode).toBe(200);
    }
    expect(await idsOf(cityUser, 'only_favorites=1')).toEqual(idSet('beta', 'delta'));
    expect(await idsOf(cityColleague, 'only_favorites=1')).toEqual(new Set());
    const marks = (await list(cityUser, 'sort[id]=asc')).data.map((p) => [
      p.id,
      (p as { is_favorite?: boolean }).is_favorite,
    ]);
    expect(marks.filter(([, favorite]) => favorite).map(([pid]) => pid)).toEqual(
      [id('beta'), id('delta')].sort((a, b) => a - b),
    );
  });

  it('pages by the order asked for: each page holds the next ids, past the end nothing', async () => {
    const page = async (n: number) =>
      (await list(cityUser, `sort[id]=asc&limit=2&page=${n}`)).data.map((p) => p.id);
    const ascending = [...idSet('alfa', 'beta', 'gama', 'delta', 'epsilon')].sort((a, b) => a - b);
    expect(await page(1)).toEqual(ascending.slice(0, 2));
    expect(await page(2)).toEqual(ascending.slice(2, 4));
    expect(await page(3)).toEqual(ascending.slice(4));
    expect(await page(4)).toEqual([]);
  });

  const STATUS_ORDER = ['open', 'pending', 'completed', 'lost'];
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  /** What each sort key orders by, as a user reads the list; null sorts last either way. */
  const SORT_VALUES: Record<string, (p: Seeded) => string | number | null> = {
    created_at: (p) => p.createdAt,
    id: (p) => p.id,
    name: (p) => normalise(p.name),
    type: (p) => p.type,
    status: (p) => STATUS_ORDER.indexOf(p.status),
    investment: (p) => p.total ?? null,
    city: (p) => p.city.name,
    uf: (p) => p.city.uf,
  };
  const expectedOrder = (key: string, order: 'asc' | 'desc') => {
    const value = SORT_VALUES[key] as (p: Seeded) => string | number | null;
    const visible = ['alfa', 'beta', 'gama', 'delta', 'epsilon'].map(
      (k) => seeded.get(k) as Seeded,
    );
    return visible
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        // Ties follow the sort's direction by id, as the list's indexes are ordered.
        if (x === y) return order === 'asc' ? a.id - b.id : b.id - a.id;
        if (x === null) return 1;
        if (y === null) return -1;
        const ascending = x < y ? -1 : 1;
        return order === 'asc' ? ascending : -ascending;
      })
      .map((p) => p.id);
  };

  it('offers exactly the sort keys it accepts', async () => {
    expect((await list(cityUser, '')).available_ordering.sort()).toEqual(
      Object.keys(SORT_VALUES).sort(),
    );
  });

  it.each(
    ['created_at', 'id', 'name', 'type', 'status', 'investment', 'city', 'uf'].flatMap((key) => [
      [key, 'asc'],
      [key, 'desc'],
    ]) as [string, 'asc' | 'desc'][],
  )('sorts by %s %s', async (key, order) => {
    const found = (await list(cityUser, `sort[${key}]=${order}`)).data.map((p) => p.id);
    expect(found).toEqual(expectedOrder(key, order));
  });

  // Small pages of a large match walk the sort's index; larger pages sort the matches found
  // first. Both must give the same order, page after page.
  it.each(
    ['created_at', 'name', 'investment', 'city', 'uf'].flatMap((key) =>
      [1, 2].flatMap((limit) => [
        [key, 'asc', limit],
        [key, 'desc', limit],
      ]),
    ) as [string, 'asc' | 'desc', number][],
  )('pages through the sort by %s %s %i at a time in the same order', async (key, order, limit) => {
    const expected = expectedOrder(key, order);
    const found: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page++) {
      const body = await list(cityUser, `sort[${key}]=${order}&limit=${limit}&page=${page}`);
      expect(body.total).toBe(expected.length);
      found.push(...body.data.map((p) => p.id));
    }
    expect(found).toEqual(expected);
  });

  it('sorts newest first when not told otherwise', async () => {
    const found = (await list(cityUser, '')).data.map((p) => p.id);
    expect(found).toEqual(expectedOrder('created_at', 'desc'));
  });
});
