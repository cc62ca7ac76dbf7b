import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('states, politicians, catalogues and map layers', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let sp: { id: number; code: number };
  let bauruId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    [sp] = (await rows<{ id: number; code: number }>(
      t.database.db,
      sql`select id, code from states where uf = 'SP'`,
    )) as [{ id: number; code: number }];
    bauruId =
      (
        await rows<{ id: number }>(t.database.db, sql`select id from cities where code = 3506003`)
      )[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  it('lists the 27 states, 50 per page by default, sortable, and finds one by IBGE code', async () => {
    const all = (await get('/api/states')).json();
    expect(all.total).toBe(27);
    expect(all.data).toHaveLength(27);
    expect(all.data[0].name).toBe('Acre');
    const byPopulation = (await get('/api/states?sort[populacao_estimada]=desc&limit=1')).json();
    expect(byPopulation.data[0].uf).toBe('SP');
    const byCode = (await get('/api/states?code=35')).json();
    expect(byCode.data).toHaveLength(1);
    expect(byCode.data[0]).toMatchObject({
      uf: 'SP',
      name: 'São Paulo',
      population: expect.any(Number),
    });
    expect((await get('/api/states?limit=300')).statusCode).toBe(400);
  });

  it('shows a state with its indicators, counts and ranking', async () => {
    const detail = (await get(`/api/states/${sp.id}`)).json();
    const [active] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from receita.companies where state = 'SP' and status = '02'`,
    );
    expect(active?.n).toBeGreaterThan(100);
    expect(detail).toMatchObject({
      uf: 'SP',
      companies: { total: active?.n },
      demographic_data: expect.any(Array),
    });
    expect(detail.demographic_data.map((d: { indicator: string }) => d.indicator)).toContain(
      'populacao_estimada',
    );
    const ranking = (await get(`/api/states/${sp.id}/ranking`)).json();
    expect(ranking.ranking.total_of_cities).toBe(27);
    expect((await get('/api/states/9999')).statusCode).toBe(404);
  });

  it('exports states as CSV', async () => {
    const response = await get('/api/states?format=csv');
    expect(response.headers['content-disposition']).toMatch(/export-cities-\d{14}\.csv/);
    expect(response.body.trim().split('\n')).toHaveLength(28);
  });

  it("gives a city's ranking and its politicians by office and party", async () => {
    const ranking = (await get(`/api/cities/${bauruId}/ranking`)).json();
    expect(ranking).toMatchObject({
      private: { ranking: { state: expect.any(Number), national: expect.any(Number) } },
      ranking: { total_of_cities: 5571 },
    });
    const offices = (await get(`/api/cities/${bauruId}/political-offices`)).json().data;
    expect(offices[0]).toMatchObject({ description: 'Prefeito', total: 1 });
    const parties = (await get(`/api/cities/${bauruId}/political-parties`)).json().data;
    expect(parties.map((p: { abbreviation: string }) => p.abbreviation)).toContain('PSD');
  });

  it('searches politicians by name, office, party and place, most important office first', async () => {
    const offices = (await get('/api/political-offices')).json().data;
    const mayorOffice = offices.find((o: { description: string }) => o.description === 'Prefeito');
    const inBauru = (await get(`/api/politicians?city=${bauruId}`)).json();
    expect(inBauru.data[0].political_office.description).toBe('Prefeito');
    expect(inBauru.data[0]).toMatchObject({ situation_label: 'Deferido', city: { name: 'Bauru' } });
    const parties = (await get('/api/political-parties?name=psd')).json().data;
    const psd = parties.find((p: { abbreviation: string }) => p.abbreviation === 'PSD');
    expect(psd.number).toBe(55);
    const mayorsOfPsdInSp = (
      await get(
        `/api/politicians?political_office=${mayorOffice.id}&party=${psd.id}&state=${sp.id}&limit=100`,
      )
    ).json();
    expect(mayorsOfPsdInSp.total).toBeGreaterThan(10);
    for (const p of mayorsOfPsdInSp.data) expect(p.party.abbreviation).toBe('PSD');
    const byName = (
      await get(`/api/politicians?name=${encodeURIComponent(inBauru.data[0].name.slice(0, 6))}`)
    ).json();
    expect(byName.total).toBeGreaterThanOrEqual(1);
    expect((await get('/api/politicians?sort[salary]=asc')).statusCode).toBe(400);
    expect((await get('/api/politicians?party=abc')).statusCode).toBe(400);
  });

  it('shows the locality profile of an enabled city or state, and null for the others', async () => {
    const bauru = (await get('/api/locations/3506003')).json();
    expect(bauru).toMatchObject({
      description: expect.any(String),
      city_hall: { city: { name: 'Bauru' } },
    });
    expect(bauru.benefits.map((b: { type: string }) => b.type)).toContain('terreno');
    expect(bauru.contacts.length).toBeGreaterThan(0);
    expect((await get('/api/locations/35')).json().vocations.length).toBeGreaterThan(0);
    for (const notEnabled of ['3550308', '33']) {
      const response = await get(`/api/locations/${notEnabled}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toBeNull();
    }
    for (const noPlace of ['9999999', '20']) {
      const response = await get(`/api/locations/${noPlace}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'locality_not_found',
        message: 'Localidade não encontrada.',
      });
    }
    expect((await get('/api/locations/123')).statusCode).toBe(400);
  });

  it('lists incentive types and regional vocations', async () => {
    const benefits = (await get('/api/benefits'))
      .json()
      .data.map((b: { description: string }) => b.description);
    expect(benefits).toEqual(['IPTU', 'ITBI', 'ISS', 'OUTROS', 'Terreno']);
    expect((await get('/api/regional-vocations?limit=50')).json().total).toBeGreaterThan(10);
  });

  it('serves the state layer and a state municipality layer as GeoJSON, cacheable', async () => {
    const brazil = await t.app.inject({ method: 'GET', url: '/api/br.geojson' });
    expect(brazil.statusCode).toBe(200);
    const layer = brazil.json();
    expect(layer.features).toHaveLength(27);
    expect(layer.features[0].properties).toMatchObject({ code: 11, uf: 'RO' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/br.geojson',
      headers: { 'if-none-match': brazil.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const spLayer = (
      await t.app.inject({ method: 'GET', url: `/api/states/${sp.code}.geojson` })
    ).json();
    expect(spLayer.features).toHaveLength(645);
    expect(['Point', 'Polygon', 'MultiPolygon']).toContain(spLayer.features[0].geometry.type);
    expect((await t.app.inject({ method: 'GET', url: '/api/states/99.geojson' })).statusCode).toBe(
      400,
    );
  });
});
