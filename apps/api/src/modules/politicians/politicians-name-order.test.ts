import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { AS_READ, NAMES, readInOrder } from '../../../test/names-as-read.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

/** Municipalities whose names start with an accent, in no order, and as a Brazilian reads them. */
const CITIES = ['Zortéa', 'Água Boa', 'Óleo', 'Bento Gonçalves', 'Zé Doca', 'Abaeté', 'Cássia'];
const CITIES_AS_READ = [
  'Abaeté',
  'Água Boa',
  'Bento Gonçalves',
  'Cássia',
  'Óleo',
  'Zé Doca',
  'Zortéa',
];
/** A word only this file's politicians carry. */
const MARK = 'ORDEMDELEITURA';

describe('politicians sort as read', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    // Councillors elected in 2024, in office now, one in each municipality.
    for (const [i, name] of NAMES.entries()) {
      await t.database.db.execute(
        sql`insert into politicians (name, political_office_id, city_id, state_id, election_year,
              is_elected, source)
            select ${`${name} ${MARK}`}, o.id, c.id, c.state_id, 2024, true, 'teste'
            from political_offices o,
              (select id, state_id from cities where name = ${CITIES[i]} order by id limit 1) c
            where o.slug = 'vereador'`,
      );
    }
    const [made] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from politicians where name like ${`% ${MARK}`}`,
    );
    expect(made?.n).toBe(NAMES.length);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/politicians?name=${MARK}&${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { name: string; city: { name: string } | null }[];
  };
  const initials = (found: { name: string }[]) => found.map((p) => p.name.split(' ')[0]);

  it('by name, both ways, on every page: accents and case do not move a name', async () => {
    const up = await list('sort[name]=asc');
    expect(initials(up)).toEqual(AS_READ);
    expect(readInOrder(up.map((p) => p.name))).toBe(true);
    expect(initials(await list('sort[name]=desc'))).toEqual([...AS_READ].reverse());
    expect(initials(await list('sort[name]=asc&limit=3&page=2'))).toEqual(AS_READ.slice(3, 6));
  });

  it('by municipality, both ways', async () => {
    const cityOf = (found: { city: { name: string } | null }[]) => found.map((p) => p.city?.name);
    expect(cityOf(await list('sort[city]=asc'))).toEqual(CITIES_AS_READ);
    expect(cityOf(await list('sort[city]=desc'))).toEqual([...CITIES_AS_READ].reverse());
  });
});
