import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { AS_READ, NAMES, readInOrder } from '../../../test/names-as-read.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The year they were founded in, which no other company of the demo registry was. */
const FOUNDED = 'foundation_start=1901-01-01&foundation_end=1901-12-31';

type Body = { data: { cnpj: string; name: string; business_name: string | null }[]; total: number };

/**
 * Run twice: answered from SQL, and from the list's index held in memory (decision 0025), on
 * whichever engine the tests run on.
 */
describe.each([{ way: 'sql' }, { way: 'index' }])(
  'company names sort as read, from $way',
  ({ way }) => {
    let t: TestApp;
    let smtp: SmtpCapture;
    let authorization: string;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      t = await createTestApp({
        SMTP_URL: smtp.url,
        COMPANY_LIST_INDEX: way === 'index' ? 'true' : 'false',
      });
      const customer = await createCustomer(t.database.db);
      const user = await createUser(t.database.db, { customerId: customer.id });
      ({ authorization } = await signIn(t.app, smtp, user.email));
      const db = t.database.db;
      // Copies of a registered company, founded in a year no other was, with the names above as
      // razão social and nome fantasia, and one more without a trade name.
      const named = [...NAMES.map((name) => [name, name]), ['ABACATE', null]];
      for (const [i, [name, businessName]] of named.entries()) {
        const cnpj = `9900000${i}000191`;
        await db.execute(sql`insert into receita.companies
          select (jsonb_populate_record(c, jsonb_build_object(
            'cnpj', ${cnpj}::text, 'cnpj_basico', ${cnpj.slice(0, 8)}::text,
            'name', ${name}::text, 'business_name', ${businessName}::text,
            'open_at', '1901-06-15'))).*
          from receita.companies c order by cnpj limit 1`);
      }
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
    /** A list page of those companies; with the index, built for the registry and answering. */
    const list = async (query: string): Promise<Body> => {
      const index = t.app.companyIndex;
      await index?.refresh();
      const before = index?.answered ?? 0;
      const response = await get(`/api/companies?${FOUNDED}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      if (index) expect(index.answered - before, `${query}, from the index`).toBe(1);
      return response.json();
    };

    it('by razão social, both ways, on every page', async () => {
      const asc = ['ABACATE', ...AS_READ];
      const up = await list('sort[razao_social]=asc&limit=50');
      expect(up.data.map((c) => c.name)).toEqual(asc);
      expect(up.total).toBe(asc.length);
      // The order a Brazilian reads agrees: no name comes before one it reads as earlier.
      expect(readInOrder(up.data.map((c) => c.name))).toBe(true);
      const down = await list('sort[razao_social]=desc&limit=50');
      expect(down.data.map((c) => c.name)).toEqual([...asc].reverse());
      const page = await list('sort[razao_social]=desc&limit=3&page=2');
      expect(page.data.map((c) => c.name)).toEqual([...asc].reverse().slice(3, 6));
    });

    it('by nome fantasia, both ways, without a trade name last', async () => {
      const up = await list('sort[nome_fantasia]=asc&limit=50');
      expect(up.data.map((c) => c.business_name)).toEqual([...AS_READ, null]);
      const down = await list('sort[nome_fantasia]=desc&limit=50');
      expect(down.data.map((c) => c.business_name)).toEqual([...[...AS_READ].reverse(), null]);
      const page = await list('sort[nome_fantasia]=asc&limit=3&page=2');
      expect(page.data.map((c) => c.business_name)).toEqual(AS_READ.slice(3, 6));
    });

    if (way === 'sql') {
      it('exports in the list’s order', async () => {
        for (const order of ['asc', 'desc'] as const) {
          const csv = await get(`/api/companies?${FOUNDED}&sort[razao_social]=${order}&format=csv`);
          expect(csv.statusCode).toBe(200);
          const records: string[][] = parse(csv.rawPayload, { delimiter: ';', bom: true });
          const asc = ['ABACATE', ...AS_READ];
          expect(records.slice(1).map((r) => r[1])).toEqual(order === 'asc' ? asc : asc.reverse());
        }
      });
    }
  },
);
