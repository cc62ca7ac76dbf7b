import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

type Place = { cityId: number | null; stateId: number };

/**
 * With several elections loaded (TSE keeps every year), a place's politicians are who holds
 * each office now: the latest election's, and for senators (eight-year terms) the latest two.
 */
describe('office holders across elections', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let city: Place;
  let state: Place;

  const add = async (office: string, place: Place, year: number, elected = true) => {
    const name = `TITULAR ${office} ${year} ${Math.random()}`;
    await t.database.db.execute(
      sql`insert into politicians (name, political_office_id, city_id, state_id, election_year,
            is_elected, source)
          select ${name}, o.id, ${place.cityId}, ${place.stateId}, ${year}, ${elected}, 'teste'
          from political_offices o where o.slug = ${office}`,
    );
    return name;
  };
  /** This year on Brasília's calendar: an election held in it gives terms that start after it. */
  const thisYear = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(),
  );
  let sittingGovernor: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    const [ids] = await rows<{ city: number; state: number }>(
      t.database.db,
      sql`select (select id from cities where code = 1200401) as city,
                 (select id from states where uf = 'AC') as state`,
    );
    city = { cityId: ids?.city ?? 0, stateId: ids?.state ?? 0 };
    state = { cityId: null, stateId: ids?.state ?? 0 };
    // Rio Branco: the reference data's 2024 mayor and vice-mayor, and an earlier term.
    await add('prefeito', city, 2020);
    for (const _ of [1, 2]) await add('vereador', city, 2020);
    for (const _ of [1, 2, 3]) await add('vereador', city, 2024);
    await add('vereador', city, 2024, false);
    // Acre's senators: 2014's left in 2023; 2018's and 2022's sit together.
    for (const year of [2014, 2018, 2022]) await add('senador', state, year);
    await add('deputado-federal', state, 2018);
    await add('deputado-federal', state, 2022);
    // Acre's governors: elected four years ago, and this year, to take office next January.
    sittingGovernor = await add('governador', state, thisYear - 4);
    await add('governador', state, thisYear);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const offices = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      response
        .json()
        .data.map((o: { description: string; total: number }) => [o.description, o.total]),
    );
  };

  it('counts one mayor and the councillors of the latest election', async () => {
    expect(await offices(`/api/cities/${city.cityId}/political-offices`)).toEqual({
      Prefeito: 1,
      'Vice-prefeito': 1,
      Vereador: 3,
    });
  });

  it("counts the senators of a state's latest two elections and its latest deputies", async () => {
    expect(await offices(`/api/states/${state.stateId}/political-offices`)).toMatchObject({
      Senador: 2,
      'Deputado Federal': 1,
    });
  });

  it('lists only who holds an office now among the politicians of the place', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/politicians?city=${city.cityId}&limit=100`,
      headers: { authorization },
    });
    const years = response
      .json()
      .data.map((p: { meta: { electionYear: number } }) => p.meta.electionYear);
    expect(years).toHaveLength(5);
    expect(new Set(years)).toEqual(new Set([2024]));
  });

  it('keeps the governor in office until the one elected this year takes office', async () => {
    expect(await offices(`/api/states/${state.stateId}/political-offices`)).toMatchObject({
      Governador: 1,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/politicians?state=${state.stateId}&limit=100`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const governors = response
      .json()
      .data.filter(
        (p: { political_office: { description: string } }) =>
          p.political_office.description === 'Governador',
      )
      .map((p: { name: string }) => p.name);
    expect(governors).toEqual([sittingGovernor]);
  });
});
