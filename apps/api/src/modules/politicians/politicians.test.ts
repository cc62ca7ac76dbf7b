import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('GET /api/politicians/:id', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let mayor: { id: number; name: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
    const bauru = (
      await rows<{ id: number }>(t.database.db, sql`select id from cities where code = 3506003`)
    )[0];
    mayor = (await get(`/api/politicians?city=${bauru?.id}&limit=1`)).json().data[0];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (url: string, headers: Record<string, string> = { authorization }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('opens a politician with party, office, city and state', async () => {
    const response = await get(`/api/politicians/${mayor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: mayor.id,
      name: mayor.name,
      party: { abbreviation: expect.any(String), description: expect.any(String) },
      political_office: { description: 'Prefeito' },
      city: { name: 'Bauru' },
      state: { uf: 'SP', name: 'São Paulo' },
      situation_label: 'Deferido',
      is_elected: true,
      is_favorite: false,
      elections: [
        {
          id: mayor.id,
          year: 2024,
          political_office: { description: 'Prefeito' },
          city: { name: 'Bauru' },
          is_elected: true,
        },
      ],
    });
  });

  it("lists every candidacy of the same person, newest first, and shows the caller's star", async () => {
    const [record] = await rows<{ name: string; birth_date: string | null; office: number }>(
      t.database.db,
      sql`select name, birth_date::text, political_office_id as office from politicians
          where id = ${mayor.id}`,
    );
    // The mayor's birth date may be unknown in the reference data; give one to both records.
    await t.database.db.execute(
      sql`update politicians set birth_date = '1970-05-04' where id = ${mayor.id}`,
    );
    const [earlier] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into politicians (name, political_office_id, birth_date, situation,
                                   election_year, is_elected, source)
          values (${record?.name}, ${record?.office}, '1970-05-04', 'INAPTO', 2016, false, 'teste')
          returning id`,
    );
    // A namesake born on another day is someone else.
    await t.database.db.execute(
      sql`insert into politicians (name, political_office_id, birth_date, situation,
                                   election_year, is_elected, source)
          values (${record?.name}, ${record?.office}, '1981-01-01', 'APTO', 2020, true, 'teste')`,
    );
    const star = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization },
      payload: { entity: 'politician', entity_id: mayor.id },
    });
    expect(star.statusCode).toBeLessThan(300);

    const detail = (await get(`/api/politicians/${mayor.id}`)).json();
    expect(detail.is_favorite).toBe(true);
    expect(detail.elections).toMatchObject([
      { id: mayor.id, year: 2024, is_elected: true, situation_label: 'Deferido' },
      { id: earlier?.id, year: 2016, is_elected: false, situation_label: 'Indeferido' },
    ]);

    // A record of a candidate who was not elected opens too.
    const notElected = (await get(`/api/politicians/${earlier?.id}`)).json();
    expect(notElected).toMatchObject({ is_elected: false, city: null, state: null });
    expect(notElected.elections.map((e: { id: number }) => e.id)).toEqual([mayor.id, earlier?.id]);
  });

  it('answers 404 in Portuguese for an unknown id and 400 for an invalid one', async () => {
    const missing = await get('/api/politicians/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'politician_not_found',
      message: 'Político não encontrado.',
    });
    expect((await get('/api/politicians/abc')).statusCode).toBe(400);
    expect((await get('/api/politicians/0')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get(`/api/politicians/${mayor.id}`, {})).statusCode).toBe(401);
  });
});
