import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUserActor } from '../../../test/actors.ts';
import { companiesServiceOn } from '../../../test/companies-kit.ts';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { mapCities } from './companies-map-queries.ts';
import { readPage } from './companies-page-queries.ts';
import { companyTotals } from './companies-totals-queries.ts';

type Item = { cnpj: string };
type ListBody = {
  data: Item[];
  total: number;
  total_without_filter: number;
  total_is_estimate: boolean;
};

/** The list's default order, written independently of the module. */
const DEFAULT_ORDER = 'share_capital desc nulls last, cnpj desc';
/** Each sort key's column, written independently of the module. */
const SORT_COLUMNS: Record<string, string> = {
  capital_social: 'share_capital',
  razao_social: 'name',
  nome_fantasia: 'business_name',
  municipio: 'city_name',
  fundacao: 'open_at',
};
/**
 * A sort key's order one way, ties by CNPJ, written independently of the module: names as a
 * Brazilian reads them, by their lower-case, accent-free form, then themselves (decision 0027).
 */
function orderOf(column: string, order: 'asc' | 'desc') {
  const named = column === 'name' || column === 'business_name';
  return named
    ? `lower(unaccent(${column})) collate "C" ${order} nulls last, ${column} collate "C" ${order} nulls last, cnpj ${order}`
    : `${column} ${order} nulls last, cnpj ${order}`;
}

/**
 * Whether the list's index answers a query: all but a CNPJ prefix, favourites and a name
 * shorter than three bytes once unaccented.
 */
function answeredByIndex(query: string): boolean {
  const params = new URLSearchParams(query);
  if (params.has('cnpj') || params.has('only_favorites')) return false;
  const name = params.get('name')?.trim();
  if (!name) return true;
  return Buffer.byteLength(name.normalize('NFKD').replace(/\p{M}/gu, '')) >= 3;
}

/**
 * Run twice: answered from SQL, and from the list's index held in memory (decision 0025),
 * which must keep and order exactly the same rows. What concerns SQL's own ways (estimates,
 * page paths, exports) runs once.
 */
describe.each([{ way: 'sql' }, { way: 'index' }])(
  'company list from $way: filters, orders, totals and exports',
  ({ way }) => {
    const sqlOnly = (name: string, test: () => Promise<void>) => {
      if (way === 'sql') it(name, test);
    };
    let t: TestApp;
    let smtp: SmtpCapture;
    let authorization: string;
    let userId: number;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      t = await createTestApp({
        SMTP_URL: smtp.url,
        COMPANY_LIST_INDEX: way === 'index' ? 'true' : 'false',
      });
      const customer = await createCustomer(t.database.db);
      const user = await createUser(t.database.db, { customerId: customer.id });
      userId = user.id;
      ({ authorization } = await signIn(t.app, smtp, user.email));
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
    /** A list page; with the index, built for the registry as it is now, and said to answer it. */
    const list = async (query: string): Promise<ListBody> => {
      const index = t.app.companyIndex;
      await index?.refresh();
      const before = index?.answered ?? 0;
      const response = await get(`/api/companies?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      if (index) {
        expect(index.answered - before, `${query}, from the index`).toBe(
          answeredByIndex(query) ? 1 : 0,
        );
      }
      return response.json();
    };
    /** The CNPJs plain SQL finds, in the given order. */
    const expected = async (where: string, order = DEFAULT_ORDER) =>
      (
        await rows<{ cnpj: string }>(
          t.database.db,
          sql.raw(`select cnpj from receita.companies where ${where} order by ${order}`),
        )
      ).map((row) => row.cnpj);
    const one = async <T>(query: SQL) => (await rows<T>(t.database.db, query))[0] as T;

    /** The list keeps exactly the rows `where` keeps, in the default order, with their count. */
    async function expectFilter(query: string, where: string) {
      const want = await expected(where);
      expect(want.length, `${query} should find something`).toBeGreaterThan(0);
      const body = await list(`${query}&limit=1000`);
      expect(body.data.map((c) => c.cnpj)).toEqual(want.slice(0, 1000));
      expect(body.total).toBe(want.length);
      expect(body.total_is_estimate).toBe(false);
      const all = await one<{ n: number }>(sql`select count(*)::int as n from receita.companies`);
      expect(body.total_without_filter).toBe(all.n);
    }

    it('every filter keeps exactly the rows it names', async () => {
      // Razão social or nome fantasia, case- and accent-insensitive.
      await expectFilter(
        `name=${encodeURIComponent('clinica')}`,
        `lower(unaccent(name)) like '%clinica%' or lower(unaccent(business_name)) like '%clinica%'`,
      );
      await expectFilter(
        `name=${encodeURIComponent('COMÉR')}`,
        `unaccent(upper(name)) like '%COMER%' or unaccent(upper(business_name)) like '%COMER%'`,
      );
      // Wildcards typed in a name are letters like any other, also once unaccented (％ is %).
      for (const name of ['%', '_', '％']) {
        const body = await list(`name=${encodeURIComponent(name)}`);
        expect({ name, total: body.total, data: body.data }).toEqual({ name, total: 0, data: [] });
      }
      const sample = await one<{ cnpj: string; city_code: number; city_id: number }>(
        sql`select cnpj, city_code, city_id from receita.companies order by cnpj limit 1 offset 100`,
      );
      // The start of the CNPJ, masked or not.
      const prefix = sample.cnpj.slice(0, 3);
      await expectFilter(`cnpj=${prefix.slice(0, 2)}.${prefix.slice(2)}`, `cnpj like '${prefix}%'`);
      await expectFilter(`cnpj=${sample.cnpj}`, `cnpj = '${sample.cnpj}'`);
      await expectFilter(`city_code=${sample.city_code}`, `city_code = ${sample.city_code}`);
      const cities = await rows<{ city_id: number }>(
        t.database.db,
        sql`select city_id from receita.companies group by city_id order by count(*) desc limit 2`,
      );
      const cityIds = cities.map((c) => c.city_id).join(',');
      await expectFilter(`city=${cityIds}`, `city_id in (${cityIds})`);
      const states = await rows<{ id: number; uf: string }>(
        t.database.db,
        sql`select id, uf from states where uf in ('SP', 'BA') order by id`,
      );
      await expectFilter(
        `ufs=${states.map((s) => s.id).join(',')}`,
        `state in (${states.map((s) => `'${s.uf}'`).join(',')})`,
      );
      const activities = await rows<{ code: string }>(
        t.database.db,
        sql`select main_activity_code as code from receita.companies group by 1 order by count(*) desc, 1 limit 2`,
      );
      const codes = activities.map((a) => a.code);
      await expectFilter(
        `activities=${codes.join(',')}`,
        `main_activity_code in (${codes.map((c) => `'${c}'`).join(',')})`,
      );
      await expectFilter('capital_social=10000,500000', 'share_capital between 10000 and 500000');
      await expectFilter('capital_social=1000000,', 'share_capital >= 1000000');
      await expectFilter('capital_social=,5000', 'share_capital <= 5000');
      await expectFilter(
        'foundation_start=2010-01-01&foundation_end=2015-12-31',
        `open_at between '2010-01-01' and '2015-12-31'`,
      );
      await expectFilter('foundation_start=2020-06-01', `open_at >= '2020-06-01'`);
      await expectFilter('status=BAIXADA,INAPTA', `status in ('08', '04')`);
      await expectFilter('status=ATIVA', `status = '02'`);
      await expectFilter('size=ME,EPP', `company_size in ('01', '03')`);
      await expectFilter('simples=1', 'simples');
      await expectFilter('mei=1', 'mei');
      // Not opted in: those that left and those that never opted alike.
      await expectFilter('mei=0', 'mei is not true');
      await expectFilter('simples=0', 'simples is not true');
      // A size Receita does not give counts as not informed (two such rows; the tallies are
      // rebuilt as a release records itself).
      await t.database.db.execute(
        sql`update receita.companies set company_size = null
          where cnpj in (select cnpj from receita.companies order by cnpj limit 2)`,
      );
      await t.database.db.execute(
        sql`update data_sources set loaded_at = loaded_at where source = 'receita'`,
      );
      await expectFilter('size=NAO_INFORMADO', `company_size = '00' or company_size is null`);
      // The coded filters and places together: counted by the kept tallies, exactly.
      await expectFilter(
        `status=ATIVA,BAIXADA&size=EPP,DEMAIS&mei=0&ufs=${states.map((s) => s.id).join(',')}`,
        `status in ('02', '08') and coalesce(company_size, '00') in ('03', '05')
       and mei is not true and state in ('SP', 'BA')`,
      );
      await expectFilter(
        `size=EPP&simples=1&city=${cityIds}`,
        `company_size = '03' and simples and city_id in (${cityIds})`,
      );
      // Several at once: all of them hold.
      await expectFilter(
        `status=ATIVA&simples=1&ufs=${states.map((s) => s.id).join(',')}&capital_social=1000,`,
        `status = '02' and simples and state in ('SP', 'BA') and share_capital >= 1000`,
      );
    });

    it('only_head_offices keeps each company’s head office (matriz), not its branches', async () => {
      // The registry holds branches (filiais, type 2) beside their head offices (type 1).
      const branches = await one<{ n: number }>(
        sql`select count(*)::int as n from receita.companies where type = 2`,
      );
      expect(branches.n).toBeGreaterThan(0);
      await expectFilter('only_head_offices=1', 'type = 1');
      // Turned off, branches are listed too.
      await expectFilter('only_head_offices=0', 'true');
      // With other filters, all of them hold: coded ones, a range, a name.
      await expectFilter('only_head_offices=1&status=ATIVA', `type = 1 and status = '02'`);
      await expectFilter(
        'only_head_offices=1&simples=0&capital_social=1000,',
        'type = 1 and simples is not true and share_capital >= 1000',
      );
      await expectFilter(
        `only_head_offices=1&name=${encodeURIComponent('comer')}`,
        `type = 1 and (lower(unaccent(name)) like '%comer%'
          or lower(unaccent(business_name)) like '%comer%')`,
      );
      // Each row says which it is.
      const body = await list('only_head_offices=1&limit=100');
      expect(new Set(body.data.map((c) => (c as Item & { type: string }).type))).toEqual(
        new Set(['MATRIZ']),
      );
      const branch = await one<{ cnpj: string }>(
        sql`select cnpj from receita.companies where type = 2 order by cnpj limit 1`,
      );
      const listed = await list(`cnpj=${branch.cnpj}`);
      expect(listed.data).toMatchObject([{ cnpj: branch.cnpj, type: 'FILIAL' }]);
      // In another order too, past the first page.
      const byName = await expected('type = 1', orderOf('name', 'asc'));
      const page = await list('only_head_offices=1&sort[razao_social]=asc&limit=25&page=3');
      expect(page.data.map((c) => c.cnpj)).toEqual(byName.slice(50, 75));
    });

    it('a polygon keeps the companies whose municipality seat lies inside it', async () => {
      const bauru = await one<{ longitude: number; latitude: number }>(
        sql`select longitude, latitude from cities where code = 3506003`,
      );
      const { longitude: x, latitude: y } = bauru;
      const ring = [
        [x - 1.5, y - 1.5],
        [x + 1.5, y - 1.5],
        [x + 1.5, y + 1.5],
        [x - 1.5, y + 1.5],
        [x - 1.5, y - 1.5],
      ];
      await expectFilter(
        `coordinates_polygon=${encodeURIComponent(JSON.stringify(ring))}`,
        `city_id in (select id from cities where longitude between ${x - 1.5} and ${x + 1.5}
        and latitude between ${y - 1.5} and ${y + 1.5})`,
      );
    });

    it('a filter without a status keeps the companies whose status is missing', async () => {
      const company = await one<{ cnpj: string; status: string; state: string }>(
        sql`select cnpj, status, state from receita.companies
          where state is not null and status is not null order by cnpj limit 1`,
      );
      const state = await one<{ id: number }>(
        sql`select id from states where uf = ${company.state}`,
      );
      // A release with a malformed status: the company loads without one, and its tally says so.
      const db = t.database.db;
      await db.execute(
        sql`update receita.companies set status = null where cnpj = ${company.cnpj}`,
      );
      await db.execute(
        sql`insert into company_state_tallies (state_id, status, company_size, simples, mei, total)
          values (${state.id}, '', '00', false, false, 1)`,
      );
      try {
        const want = await expected(`state = '${company.state}'`, orderOf('name', 'asc'));
        expect(want).toContain(company.cnpj);
        const body = await list(`ufs=${state.id}&sort[razao_social]=asc&limit=1000`);
        expect(body.data.map((c) => c.cnpj)).toEqual(want.slice(0, 1000));
      } finally {
        await db.execute(
          sql`update receita.companies set status = ${company.status} where cnpj = ${company.cnpj}`,
        );
        await db.execute(sql`delete from company_state_tallies where status = ''`);
      }
    });

    sqlOnly('only_favorites keeps the caller’s starred companies', async () => {
      const starred = await expected('true', 'cnpj limit 3');
      for (const cnpj of starred) {
        await t.database.db.execute(
          sql`insert into favorites (user_id, entity, entity_id) values (${userId}, 'company', ${cnpj})`,
        );
      }
      await expectFilter('only_favorites=1', `cnpj in (${starred.map((c) => `'${c}'`).join(',')})`);
      const body = await list('only_favorites=1');
      expect(body.data.every((c) => (c as Item & { is_favorite: boolean }).is_favorite)).toBe(true);
    });

    it('every order, both ways, ties broken by CNPJ, on every page', async () => {
      for (const [key, column] of Object.entries(SORT_COLUMNS)) {
        for (const order of ['asc', 'desc'] as const) {
          const want = await expected('true', orderOf(column, order));
          const first = await list(`sort[${key}]=${order}&limit=1000`);
          expect(
            first.data.map((c) => c.cnpj),
            `${key} ${order}`,
          ).toEqual(want.slice(0, 1000));
          const page = await list(`sort[${key}]=${order}&limit=25&page=7`);
          expect(page.data.map((c) => c.cnpj)).toEqual(want.slice(150, 175));
          // A narrow filter takes the other way to its page (matches first, then sorted).
          const narrow = await expected(`status = '04'`, orderOf(column, order));
          const filtered = await list(`status=INAPTA&sort[${key}]=${order}&limit=5&page=2`);
          expect(filtered.data.map((c) => c.cnpj)).toEqual(narrow.slice(5, 10));
          // A wide name filter walks the order's index, then checks the name on the rows.
          const named = await expected(
            `(lower(unaccent(name)) like '%a%' or lower(unaccent(business_name)) like '%a%')
            and status = '02'`,
            orderOf(column, order),
          );
          const walked = await list(`name=a&status=ATIVA&sort[${key}]=${order}&limit=5&page=3`);
          expect(walked.data.map((c) => c.cnpj)).toEqual(named.slice(10, 15));
        }
      }
      // The default is the largest share capital first.
      expect((await list('limit=1000')).data.map((c) => c.cnpj)).toEqual(
        (await expected('true')).slice(0, 1000),
      );
      // Past the last page: no rows, the same totals.
      const past = await list('status=INAPTA&page=500&limit=100');
      expect(past.data).toEqual([]);
      expect(past.total).toBe((await expected(`status = '04'`)).length);
    });

    /**
     * Each of `paths` to the second page (of 5) of `filter` finds the rows plain SQL keeps with
     * `where`, in every order, both ways; `most` caps how many those rows may be.
     */
    async function expectEveryWayAlike(
      filter: Parameters<typeof readPage>[1]['filter'],
      where: string,
      paths: readonly Parameters<typeof readPage>[2][],
      most = Number.POSITIVE_INFINITY,
    ) {
      for (const [key, column] of Object.entries(SORT_COLUMNS)) {
        for (const order of ['asc', 'desc'] as const) {
          const want = await expected(where, orderOf(column, order));
          expect(want.length).toBeGreaterThan(10);
          expect(want.length).toBeLessThan(most);
          const page = { filter, sort: [{ key, order }], limit: 5, offset: 5 };
          for (const path of paths) {
            expect(await readPage(t.database.db, page, path), `${path}, ${key} ${order}`).toEqual(
              want.slice(5, 10),
            );
          }
        }
      }
    }

    sqlOnly(
      'every way to a page of a named filter finds the same rows, in every order',
      async () => {
        const others = await expected(`status = '02'`);
        // The name keeps some of the other conditions' matches, not all.
        await expectEveryWayAlike(
          { name: 'comer', statusCodes: ['02'] },
          `(lower(unaccent(name)) like '%comer%' or lower(unaccent(business_name)) like '%comer%')
        and status = '02'`,
          ['walk', 'matches', 'named cells'],
          others.length / 2,
        );
      },
    );

    sqlOnly(
      'every way to a page of a filter with ranges finds the same rows, in every order',
      async () => {
        await expectEveryWayAlike(
          {
            statusCodes: ['02'],
            foundedFrom: '1990-01-01',
            foundedUntil: '2015-12-31',
            shareCapital: { start: 1000 },
          },
          `status = '02' and open_at between '1990-01-01' and '2015-12-31' and share_capital >= 1000`,
          ['walk', 'matches'],
        );
      },
    );

    sqlOnly(
      'knows how many companies lie within the filter’s ranges on the order columns',
      async () => {
        const filter = {
          statusCodes: ['02'],
          foundedFrom: '1990-01-01',
          foundedUntil: '2015-12-31',
          shareCapital: { start: 1000, end: 500_000 },
        };
        const counted = (where: string) =>
          one<{ n: number }>(
            sql.raw(`select count(*)::int as n from receita.companies where ${where}`),
          );
        const inPeriod = await counted(`open_at between '1990-01-01' and '2015-12-31'`);
        const inCapital = await counted('share_capital between 1000 and 500000');
        const all = await counted('true');
        // Each range alone, whatever else the filter names; the demo registry is read whole.
        expect(inPeriod.n).toBeLessThan(all.n);
        expect(inCapital.n).toBeLessThan(all.n);
        const totals = await companyTotals(t.database.db, filter, 10_000);
        expect(totals.spans).toEqual({ open_at: inPeriod.n, share_capital: inCapital.n });
        // Without ranges, a walk spans the whole registry.
        const plain = await companyTotals(t.database.db, { cnpjPrefix: '1' }, 10_000);
        expect(plain.spans).toEqual({ open_at: all.n, share_capital: all.n });
      },
    );

    sqlOnly(
      'never estimates more than the tallies count for the coded conditions, and none when they count none',
      async () => {
        const counted = async (where: string) =>
          (
            await one<{ n: number }>(
              sql.raw(`select count(*)::int as n from receita.companies where ${where}`),
            )
          ).n;
        // The kept sample's first row alone, scaled to the whole registry, estimates every company
        // for a filter that keeps it; its status's tally is fewer.
        const first = await one<{ status: string; main_activity_code: string }>(
          sql`select status, main_activity_code from company_sample order by position limit 1`,
        );
        const filter = { statusCodes: [first.status], activityCodes: [first.main_activity_code] };
        const withStatus = await counted(`status = '${first.status}'`);
        expect(withStatus).toBeLessThan(await counted('true'));
        const estimated = await companyTotals(t.database.db, filter, 0, { sampleRows: 1 });
        expect(estimated.total_is_estimate).toBe(true);
        expect(estimated.total).toBe(withStatus);
        // A size no MEI company has: the tallies count none, so the total is none, exactly.
        const sizes = await rows<{ size: string }>(
          t.database.db,
          sql`select s.size from unnest(array['00', '01', '03', '05']) as s(size)
          where not exists (select 1 from company_state_tallies t
                            where t.mei and t.company_size = s.size and t.total > 0)`,
        );
        const size = sizes[0]?.size as string;
        expect(size).toBeDefined();
        const none = { ...filter, sizeCodes: [size], mei: true };
        expect(await counted(`mei and coalesce(company_size, '00') = '${size}'`)).toBe(0);
        // Answered by the tallies alone: with the registry out of reach, it still answers.
        const nothing = await withoutRegistry((db) =>
          companyTotals(db, none, 0, { sampleRows: 1 }),
        );
        expect(nothing).toMatchObject({ total: 0, total_is_estimate: false });
        // So too a state where the tallies count none with a status other states have.
        const [empty] = await rows<{ id: number; uf: string; status: string }>(
          t.database.db,
          sql`select s.id, s.uf, k.status
          from states s
          cross join (select distinct status from company_state_tallies where total > 0) k
          where not exists (select 1 from company_state_tallies t
                            where t.state_id = s.id and t.status = k.status and t.total > 0)
          order by k.status, s.id limit 1`,
        );
        expect(empty).toBeDefined();
        const { id, uf, status } = empty as { id: number; uf: string; status: string };
        expect(await counted(`status = '${status}'`)).toBeGreaterThan(0);
        expect(await counted(`state = '${uf}' and status = '${status}'`)).toBe(0);
        const elsewhere = {
          ...filter,
          statusCodes: [status],
          stateIds: [id],
          stateUfs: [uf],
        };
        const noneThere = await withoutRegistry((db) =>
          companyTotals(db, elsewhere, 0, { sampleRows: 1 }),
        );
        expect(noneThere).toMatchObject({ total: 0, total_is_estimate: false });
      },
    );

    sqlOnly(
      'counts a state by the establishment’s own UF, where its municipality is in another state',
      async () => {
        // Receita's data allows an establishment whose UF is not its municipality's state: moved
        // here to another state, in a rolled-back transaction, with the tallies rebuilt as a load
        // rebuilds them.
        type Moved = { cnpj: string; uf: string; stateId: number };
        const answers = await inRolledBack(async (db) => {
          const [moved] = await rows<Moved>(
            db,
            sql`update receita.companies c
            set state = (select s.uf from states s
                         where s.uf <> c.state
                           and s.id <> (select state_id from cities where id = c.city_id)
                         order by s.id limit 1)
            where c.cnpj = (select min(cnpj) from receita.companies
                            where city_id is not null and state is not null)
            returning c.cnpj, c.state as uf,
              (select s.id from states s where s.uf = c.state) as "stateId"`,
          );
          if (!moved) throw new Error('no company to move');
          await db.execute(sql`select rebuild_company_tallies()`);
          const listed = await rows<{ total: number; by_municipality: number }>(
            db,
            sql`select (select count(*)::int from receita.companies where state = ${moved.uf}) as total,
              (select count(*)::int from receita.companies c join cities on cities.id = c.city_id
               where cities.state_id = ${moved.stateId}) as by_municipality`,
          );
          const inState = { stateIds: [moved.stateId], stateUfs: [moved.uf] };
          const perCity = await rows<{ city_id: number; total: number }>(
            db,
            sql`select city_id, count(*)::int as total from receita.companies
            where state = ${moved.uf} and city_id is not null group by city_id order by city_id`,
          );
          return {
            listed: listed[0],
            perCity,
            state: await companyTotals(db, inState, 10_000),
            // Any condition the tallies do not key: counted on the rows, within the tallies' bound.
            one: await companyTotals(db, { ...inState, cnpjPrefix: moved.cnpj }, 10_000),
            map: await mapCities(db, inState, 0, { budgetMs: 10_000 }),
          };
        });
        // The state's companies by UF are not those of its municipalities: the rule matters here.
        expect(answers.listed?.total).not.toBe(answers.listed?.by_municipality);
        expect(answers.state).toMatchObject({
          total: answers.listed?.total,
          total_is_estimate: false,
        });
        expect(answers.one).toMatchObject({ total: 1, total_is_estimate: false });
        expect(answers.map.estimate).toBe(false);
        expect(answers.map.data.map(({ city_id, total }) => ({ city_id, total }))).toEqual(
          answers.perCity,
        );
      },
    );

    /** What `run` answers in a transaction that is then rolled back. */
    async function inRolledBack<T>(run: (db: Db) => Promise<T>): Promise<T> {
      const undone = new Error('undone');
      let answer: T | undefined;
      await t.database.db
        .transaction(async (tx) => {
          answer = await run(tx as unknown as Db);
          throw undone;
        })
        .catch((error) => {
          if (error !== undone) throw error;
        });
      return answer as T;
    }

    /** What `run` answers while the registry's table is renamed away, in a rolled-back transaction. */
    function withoutRegistry<T>(run: (db: Db) => Promise<T>): Promise<T> {
      return inRolledBack(async (db) => {
        await db.execute(sql`alter table receita.companies rename to companies_out_of_reach`);
        return run(db);
      });
    }

    sqlOnly(
      'past its exact limit the total is estimated from a sample of the registry, and says so',
      async () => {
        const service = (sampleRows?: number) =>
          companiesServiceOn(t.database.db, {
            exactCountLimit: 50,
            ...(sampleRows ? { sampleRows } : {}),
          });
        const companies = service();
        const actor = aUserActor(userId);
        // A filter the tallies do not answer, matching more than the limit: the estimate.
        const query = { page: 1, limit: 10, capital_social: { start: 0, end: undefined } };
        const wide = await companies.list(actor, query);
        const matching = await expected('share_capital >= 0');
        expect(wide.total_is_estimate).toBe(true);
        // A registry smaller than the sample is read whole: the estimate is the count itself.
        expect(wide.total).toBe(matching.length);
        expect(wide.data.map((c) => c.cnpj)).toEqual(matching.slice(0, 10));
        // A sample of a fifth of the registry (the kept sample's first rows), for a filter keeping
        // about half of it: scaled to the whole, the right size, and the same on every request.
        const { median } = await one<{ median: number }>(
          sql`select percentile_disc(0.5) within group (order by share_capital)::float8 as median
          from receita.companies`,
        );
        const half = { page: 1, limit: 10, capital_social: { start: 0, end: median } };
        const halfWant = (await expected(`share_capital between 0 and ${median}`)).length;
        const fifth = Math.round(wide.total_without_filter / 5);
        const sampled = await service(fifth).list(actor, half);
        expect(sampled.total_is_estimate).toBe(true);
        expect(sampled.total).toBeGreaterThan(halfWant / 2);
        expect(sampled.total).toBeLessThan(halfWant * 2);
        expect(sampled.total).not.toBe(halfWant);
        expect((await service(fifth).list(actor, half)).total).toBe(sampled.total);
        // Places and statuses are counted from the kept tallies, exactly, however many.
        const active = await companies.list(actor, {
          page: 1,
          limit: 10,
          status: ['ATIVA', 'BAIXADA'],
        });
        expect(active.total_is_estimate).toBe(false);
        expect(active.total).toBe((await expected(`status in ('02', '08')`)).length);
        // Below the limit, counted.
        const narrow = await companies.list(actor, {
          ...query,
          simples: true,
          mei: true,
          size: ['EPP'],
        });
        expect(narrow.total_is_estimate).toBe(false);
        expect(narrow.total).toBe(
          (await expected(`share_capital >= 0 and simples and mei and company_size = '03'`)).length,
        );
        const all = await companies.list(actor, { page: 1, limit: 10 });
        expect(all.total_is_estimate).toBe(false);
        expect(all.total).toBe((await expected('true')).length);
        const sp = await one<{ id: number }>(sql`select id from states where uf = 'SP'`);
        const inSp = await companies.list(actor, {
          page: 1,
          limit: 10,
          ufs: [sp.id],
          status: ['ATIVA'],
        });
        expect(inSp.total_is_estimate).toBe(false);
        expect(inSp.total).toBe((await expected(`state = 'SP' and status = '02'`)).length);
        // A page that is not full ends the list: the total it proves is exact.
        const capitals = await rows<{ share_capital: number }>(
          t.database.db,
          sql`select share_capital::float8 as share_capital from receita.companies
          where share_capital is not null order by share_capital limit 1 offset 74`,
        );
        const few = { capital_social: { start: 0, end: capitals[0]?.share_capital } };
        const fewWant = (
          await expected(`share_capital between 0 and ${capitals[0]?.share_capital}`)
        ).length;
        expect(fewWant).toBeGreaterThan(50);
        expect(fewWant).toBeLessThan(100);
        const first = await companies.list(actor, { ...few, page: 1, limit: 50 });
        expect(first.total_is_estimate).toBe(true);
        const last = await companies.list(actor, { ...few, page: 2, limit: 50 });
        expect(last.data).toHaveLength(fewWant - 50);
        expect(last.total_is_estimate).toBe(false);
        expect(last.total).toBe(fewWant);
        // Sizes, Simples and MEI too, however many.
        const coded = await companies.list(actor, {
          page: 1,
          limit: 10,
          size: ['ME', 'EPP'],
          simples: true,
        });
        const codedWant = await expected(`company_size in ('01', '03') and simples`);
        expect(codedWant.length).toBeGreaterThan(50);
        expect(coded.total_is_estimate).toBe(false);
        expect(coded.total).toBe(codedWant.length);
      },
    );

    sqlOnly('exports the filtered companies as CSV and XLSX, in the list’s order', async () => {
      const want = await expected(`status = '02' and simples`, orderOf('name', 'asc'));
      const csv = await get(
        '/api/companies?status=ATIVA&simples=1&sort[razao_social]=asc&format=csv&limit=5',
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/export-companies-\d{14}\.csv/);
      const records: string[][] = parse(csv.rawPayload, { delimiter: ';', bom: true });
      expect(records[0]?.slice(0, 3)).toEqual(['CNPJ', 'Razão social', 'Nome fantasia']);
      expect(records.slice(1).map((r) => r[0])).toEqual(want);

      const xlsx = await get(
        '/api/companies?status=ATIVA&simples=1&sort[razao_social]=asc&format=xlsx',
      );
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toMatch(/export-companies-\d{14}\.xlsx/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as never);
      const sheet = book.worksheets[0];
      const cnpjs: string[] = [];
      sheet?.eachRow((row, index) => {
        if (index > 1) cnpjs.push(String(row.getCell(1).value));
      });
      expect(cnpjs).toEqual(want);
      const capital = sheet?.getRow(2).getCell(6).value;
      expect(typeof capital).toBe('number');
      expect(sheet?.getRow(2).getCell(5).value).toBeInstanceOf(Date);
    });

    sqlOnly('an export keeps only the head offices when asked to', async () => {
      const want = await expected(`type = 1 and status = '02'`, orderOf('name', 'asc'));
      const every = await expected(`status = '02'`);
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(every.length);
      const csv = await get(
        '/api/companies?only_head_offices=1&status=ATIVA&sort[razao_social]=asc&format=csv',
      );
      expect(csv.statusCode).toBe(200);
      const records: string[][] = parse(csv.rawPayload, { delimiter: ';', bom: true });
      expect(records.slice(1).map((r) => r[0])).toEqual(want);
      // Each line says which it is; without the filter, branches come too.
      const column = records[0]?.indexOf('Matriz/Filial') ?? -1;
      expect(column).toBeGreaterThan(0);
      expect(new Set(records.slice(1).map((r) => r[column]))).toEqual(new Set(['Matriz']));
      const all = await get('/api/companies?status=ATIVA&format=csv');
      const lines: string[][] = parse(all.rawPayload, { delimiter: ';', bom: true });
      expect(lines.slice(1)).toHaveLength(every.length);
      expect(new Set(lines.slice(1).map((r) => r[column]))).toEqual(new Set(['Matriz', 'Filial']));
    });

    sqlOnly(
      'an export stops at its limit, with the first companies in the list’s order',
      async () => {
        const want = await expected('share_capital >= 0', orderOf('name', 'asc'));
        expect(want.length).toBeGreaterThan(3);
        const rowsOf = async (limit: number) => {
          const lines = await companiesServiceOn(t.database.db, { exportLimit: limit }).exportRows(
            aUserActor(userId),
            {
              page: 1,
              limit: 10,
              capital_social: { start: 0, end: undefined },
              sort: [{ key: 'razao_social', order: 'asc' }],
            },
          );
          const cnpjs: string[] = [];
          for await (const line of lines) cnpjs.push(line.cnpj);
          return cnpjs;
        };
        expect(await rowsOf(3)).toEqual(want.slice(0, 3));
        expect(await rowsOf(want.length + 10)).toEqual(want);
      },
    );

    sqlOnly('refuses unknown sort keys, bad codes and inverted dates in pt-BR', async () => {
      const bad = await get('/api/companies?sort[cpf]=asc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Ordenação não permitida|inválid/i);
      expect((await get('/api/companies?activities=12')).statusCode).toBe(400);
      const dates = await get(
        '/api/companies?foundation_start=2020-01-01&foundation_end=2010-01-01',
      );
      expect(dates.statusCode).toBe(400);
      expect(JSON.stringify(dates.json())).toContain('A data inicial deve ser anterior à final');
    });

    sqlOnly('searches the CNAE catalogue by code prefix or text', async () => {
      const byCode = (await get('/api/company-activities?q=4711')).json();
      expect(byCode.data.length).toBeGreaterThan(0);
      for (const a of byCode.data) {
        expect(a.code.startsWith('4711')).toBe(true);
        expect(a.id).toBe(a.code);
      }
      const want = await rows<{ code: string }>(
        t.database.db,
        sql`select code from activities where code like '4711%' or lower(unaccent(text)) like '%4711%' order by code`,
      );
      expect(byCode.total).toBe(want.length);
      const byText = (
        await get(`/api/company-activities?q=${encodeURIComponent('comercio varejista')}&limit=100`)
      ).json();
      const textWant = await rows<{ code: string }>(
        t.database.db,
        sql`select code from activities where lower(unaccent(text)) like '%comercio varejista%' order by code limit 100`,
      );
      expect(byText.data.map((a: { code: string }) => a.code)).toEqual(textWant.map((a) => a.code));
      const all = await one<{ n: number }>(sql`select count(*)::int as n from activities`);
      expect(byText.total_without_filter).toBe(all.n);
    });
  },
);
