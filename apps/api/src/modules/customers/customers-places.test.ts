import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { companies } from '../../db/schema/index.ts';

type Indicator = { indicator: string; value: number | string | null };
type Item = { id: number; name: string; demographic_data?: Indicator[] };
type Place = { city_id: number; state_id: number; lng: number; lat: number };

/** A square of `half` degrees around a point, as the map sends it. */
const around = ({ lng, lat }: Place, half = 0.05) =>
  encodeURIComponent(
    JSON.stringify([
      [lng - half, lat - half],
      [lng + half, lat - half],
      [lng + half, lat + half],
      [lng - half, lat + half],
    ]),
  );

describe('GET /api/customers by place: coordinates_polygon and show_demographic_data', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  const mark = `Pl${Date.now().toString(36)}`;
  let city: Place;
  let capital: Place;
  let headOffice: Place & { cnpj: string };
  const made: Record<'city' | 'state' | 'company', number> = { city: 0, state: 0, company: 0 };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    authorization = (await signIn(t.app, smtp, superadmin.email)).authorization;
    // A capital of a state with no customer, and another city of that state with none either.
    [capital] = (await rows<Place>(
      t.database.db,
      sql`select c.id as city_id, c.state_id, c.location[0] as lng, c.location[1] as lat
          from cities c
          where c.is_capital = 1
            and not exists (select 1 from customers u where u.state_id = c.state_id)
          order by c.id limit 1`,
    )) as [Place];
    [city] = (await rows<Place>(
      t.database.db,
      sql`select c.id as city_id, c.state_id, c.location[0] as lng, c.location[1] as lat
          from cities c
          where c.state_id = ${capital.state_id} and c.is_capital = 0
            and not exists (select 1 from customers u where u.city_id = c.id)
            and abs(c.location[0] - ${capital.lng}) + abs(c.location[1] - ${capital.lat}) > 1
          order by c.id limit 1`,
    )) as [Place];
    // A company of the registry far from both, placed at its head office's municipality.
    [headOffice] = (await rows<Place & { cnpj: string }>(
      t.database.db,
      sql`select co.cnpj, c.id as city_id, c.state_id, c.location[0] as lng, c.location[1] as lat
          from ${companies} co join cities c on c.id = co.city_id
          where abs(c.location[0] - ${city.lng}) + abs(c.location[1] - ${city.lat}) > 1
            and abs(c.location[0] - ${capital.lng}) + abs(c.location[1] - ${capital.lat}) > 1
          order by co.cnpj limit 1`,
    )) as [Place & { cnpj: string }];
    for (const [key, body] of [
      [
        'company',
        {
          name: `${mark} Indústria`,
          type: 'company',
          company: { federal_tax_id: headOffice.cnpj },
        },
      ],
      [
        'city',
        { name: `${mark} Prefeitura`, type: 'city', state: city.state_id, city: city.city_id },
      ],
      ['state', { name: `${mark} Governo`, type: 'state', state: capital.state_id }],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: { authorization },
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(201);
      made[key] = created.json().id;
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers?name=${mark}&${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Item[]; total: number };
  };

  it('keeps a city customer whose city lies inside the polygon, and only it', async () => {
    const found = await list(`coordinates_polygon=${around(city)}`);
    expect(found.data.map((item) => item.id)).toEqual([made.city]);
    expect(found.total).toBe(1);
  });

  it("places a state customer at its capital's seat", async () => {
    const found = await list(`coordinates_polygon=${around(capital)}`);
    expect(found.data.map((item) => item.id)).toEqual([made.state]);
  });

  it("places a company customer at its head office's municipality", async () => {
    const found = await list(`coordinates_polygon=${around(headOffice)}`);
    expect(found.data.map((item) => item.id)).toEqual([made.company]);
  });

  it('finds nothing in a polygon far from both', async () => {
    const far = { ...city, lng: city.lng + 20, lat: Math.max(-30, city.lat - 20) };
    expect((await list(`coordinates_polygon=${around(far, 0.5)}`)).total).toBe(0);
  });

  it('refuses a polygon that is not one, in pt-BR', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers?coordinates_polygon=%5B%5B1%2C2%5D%5D',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.coordinates_polygon).toBe(
      'O polígono precisa de pelo menos 3 pontos',
    );
  });

  it("adds the city's and the state's own indicators only when asked", async () => {
    const plain = await list('sort[id]=asc');
    expect(plain.data.every((item) => item.demographic_data === undefined)).toBe(true);
    const found = await list('sort[id]=asc&show_demographic_data=1');
    const cityPage = await t.app.inject({
      method: 'GET',
      url: `/api/cities/${city.city_id}?show_demographic_data=1`,
      headers: { authorization },
    });
    const statePage = await t.app.inject({
      method: 'GET',
      url: `/api/states/${capital.state_id}?show_demographic_data=1`,
      headers: { authorization },
    });
    const [ofCompany, ofCity, ofState] = [made.company, made.city, made.state].map((id) =>
      found.data.find((item) => item.id === id),
    );
    expect(ofCompany?.demographic_data).toEqual([]);
    expect(ofCity?.demographic_data?.length).toBeGreaterThanOrEqual(3);
    expect(ofCity?.demographic_data).toEqual(cityPage.json().demographic_data);
    expect(ofState?.demographic_data?.length).toBeGreaterThanOrEqual(3);
    expect(ofState?.demographic_data).toEqual(statePage.json().demographic_data);
    expect(ofCity?.demographic_data).not.toEqual(ofState?.demographic_data);
  });
});
