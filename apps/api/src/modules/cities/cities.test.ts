import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('GET /api/cities', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let spId: number;
  let rjId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    const states = await rows<{ id: number; uf: string }>(
      t.database.db,
      sql`select id, uf from states where uf in ('SP', 'RJ')`,
    );
    spId = states.find((s) => s.uf === 'SP')?.id ?? 0;
    rjId = states.find((s) => s.uf === 'RJ')?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/cities?${query}`, headers: { authorization } });

  it('pages through all municipalities with totals and the available ordering', async () => {
    const response = await get('limit=25');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(25);
    expect(body.total).toBe(5571);
    expect(body.total_without_filter).toBe(5571);
    expect(body.available_ordering).toEqual(
      expect.arrayContaining(['name', 'idhm', 'populacao_estimada']),
    );
    expect(body.data[0]).toMatchObject({
      name: expect.any(String),
      state: { uf: expect.any(String) },
      coordinates: [expect.any(Number), expect.any(Number)],
    });
  });

  it('filters by state ids and finds names without accents or case', async () => {
    const bySp = (await get(`ufs=${spId}&limit=100`)).json();
    expect(bySp.total).toBe(645);
    expect(new Set(bySp.data.map((c: { state: { uf: string } }) => c.state.uf))).toEqual(
      new Set(['SP']),
    );
    const both = (await get(`ufs=${spId},${rjId}&limit=1`)).json();
    expect(both.total).toBe(645 + 92);
    const named = (await get('name=sao paulo&limit=100')).json();
    expect(named.data.map((c: { name: string }) => c.name)).toContain('São Paulo');
    // Wildcards typed in a name are letters like any other: no municipality has them.
    for (const name of ['%25', 'Baur_', encodeURIComponent('％')]) {
      expect((await get(`name=${name}`)).json().total).toBe(0);
    }
    const exact = (await get('code=3506003')).json();
    expect(exact.data).toHaveLength(1);
    expect(exact.data[0]).toMatchObject({
      name: 'Bauru',
      mayor: { political_party: { abbreviation: 'PSD' } },
    });
  });

  it('filters by indicator ranges including both edges', async () => {
    const [bauru] = await rows<{ idhm: number }>(
      t.database.db,
      sql`select idhm from city_facts f join cities c on c.id = f.city_id where c.code = 3506003`,
    );
    const idhm = bauru?.idhm ?? 0;
    const edge = (await get(`idhm=${idhm},${idhm}&limit=100&ufs=${spId}`)).json();
    expect(edge.data.map((c: { name: string }) => c.name)).toContain('Bauru');
    expect(edge.data.every((c: { idhm: number }) => c.idhm === idhm)).toBe(true);
    const above = (await get(`idhm=${idhm + 0.001},&limit=100&ufs=${spId}`)).json();
    expect(above.data.map((c: { name: string }) => c.name)).not.toContain('Bauru');
    const combined = (
      await get(
        'populacao_estimada=100000,500000&idhm=0.75,&pib_per_capta=30000,&sort[idhm]=desc&limit=500',
      )
    ).json();
    // The same three ranges, read straight from the indicator table.
    const expected = await rows<{ id: number }>(
      t.database.db,
      sql`select f.city_id as id from city_facts f
          where f.populacao_estimada between 100000 and 500000
            and f.idhm >= 0.75 and f.pib_per_capta >= 30000`,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(combined.total).toBe(expected.length);
    expect(new Set(combined.data.map((c: { id: number }) => c.id))).toEqual(
      new Set(expected.map((c) => c.id)),
    );
    const idhms = combined.data.map((c: { idhm: number }) => c.idhm);
    expect(idhms).toEqual([...idhms].sort((a, b) => b - a));
  });

  it('sorts by name ascending then descending', async () => {
    const asc = (await get(`ufs=${rjId}&sort[name]=asc&limit=3`))
      .json()
      .data.map((c: { name: string }) => c.name);
    const desc = (await get(`ufs=${rjId}&sort[name]=desc&limit=3`))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(asc[0]).toBe('Angra dos Reis');
    expect(desc[0]).toBe('Volta Redonda');
  });

  it('sorts by UF and by IBGE code both ways, ties broken by id', async () => {
    const page = async (sort: string) =>
      (await get(`${sort}&limit=3`)).json().data as {
        id: number;
        code: number;
        state: { uf: string };
      }[];
    const ufAsc = await page('sort[uf]=asc');
    expect(ufAsc.map((c) => c.state.uf)).toEqual(['AC', 'AC', 'AC']);
    expect(ufAsc.map((c) => c.id)).toEqual([...ufAsc.map((c) => c.id)].sort((a, b) => a - b));
    expect((await page('sort[uf]=desc')).map((c) => c.state.uf)).toEqual(['TO', 'TO', 'TO']);
    expect((await page('sort[code]=asc')).map((c) => c.code)).toEqual([1100015, 1100023, 1100031]);
    expect((await page('sort[code]=desc'))[0]?.code).toBe(5300108);
  });

  it('keeps the points inside a drawn polygon and drops those outside', async () => {
    // A box around Bauru (-49.09, -22.32) that excludes São Paulo (-46.63, -23.55).
    const polygon = JSON.stringify([
      [-49.3, -22.5],
      [-48.9, -22.5],
      [-48.9, -22.1],
      [-49.3, -22.1],
    ]);
    const inside = (
      await get(`coordinates_polygon=${encodeURIComponent(polygon)}&limit=100`)
    ).json();
    const names = inside.data.map((c: { name: string }) => c.name);
    expect(names).toContain('Bauru');
    expect(names).not.toContain('São Paulo');
    // The polygon is a box: it keeps exactly the seats inside those bounds.
    const boxed = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities
          where longitude between -49.3 and -48.9 and latitude between -22.5 and -22.1`,
    );
    expect(new Set(inside.data.map((c: { id: number }) => c.id))).toEqual(
      new Set(boxed.map((c) => c.id)),
    );
    for (const city of inside.data) {
      expect(city.longitude).toBeGreaterThanOrEqual(-49.3);
      expect(city.longitude).toBeLessThanOrEqual(-48.9);
      expect(city.latitude).toBeGreaterThanOrEqual(-22.5);
      expect(city.latitude).toBeLessThanOrEqual(-22.1);
    }
  });

  it('answers the map form with only the requested fields, up to 6000 rows', async () => {
    const body = (await get('fields=id,code,name,latitude,longitude&limit=6000')).json();
    expect(body.data).toHaveLength(5571);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'code',
      'id',
      'latitude',
      'longitude',
      'name',
    ]);
  });

  it('returns favourites only when asked', async () => {
    const [bauru] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities where code = 3506003`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization },
      payload: { entity: 'city', entity_id: bauru?.id },
    });
    const favorites = (await get('only_favorites=1')).json();
    expect(favorites.total).toBe(1);
    expect(favorites.data[0]).toMatchObject({ name: 'Bauru', is_favorite: true });
  });

  it('includes every indicator with show_demographic_data', async () => {
    const body = (await get('code=3506003&show_demographic_data=1')).json();
    const keys = body.data[0].demographic_data.map((d: { indicator: string }) => d.indicator);
    expect(keys).toEqual(expect.arrayContaining(['populacao_estimada', 'idhm', 'bioma']));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/cities/${body.data[0].id}?show_demographic_data=1`,
      headers: { authorization },
    });
    expect(detail.json()).toMatchObject({ name: 'Bauru', demographic_data: expect.any(Array) });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/cities/99999999',
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("compares a city's indicators with the medians of its state and of Brazil", async () => {
    const [bauru] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities where code = 3506003`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cities/${bauru?.id}/indicator-comparison`,
      headers: { authorization },
    });
    const idhm = response.json().data.find((d: { indicator: string }) => d.indicator === 'idhm');
    expect(idhm).toMatchObject({ label: 'IDHM', city: 0.801 });
    expect(idhm.state_median).toBeGreaterThan(0.6);
    expect(idhm.brazil_median).toBeLessThan(idhm.state_median);
  });

  it('exports the filtered rows as a spreadsheet that opens', async () => {
    const response = await get(`ufs=${rjId}&format=xlsx&sort[name]=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="export-cities-\d{14}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Cidades');
    expect(sheet?.rowCount).toBe(93);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Município');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Angra dos Reis');
  });

  it('exports CSV with a header and one line per city', async () => {
    const response = await get(`ufs=${rjId}&format=csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(93);
    expect(lines[0]).toContain('Município;UF');
  });

  it('exports a name that starts like a formula as text, and numbers as numbers', async () => {
    const dangerous = [
      '=HYPERLINK("https://x.invalid")',
      '+1+1',
      '-1+1',
      '@SUM(1)',
      '\t=1',
      '\r=1',
    ];
    const db = t.database.db;
    const found = await rows<{ id: number; name: string; population: number }>(
      db,
      sql`select c.id, c.name, f.populacao_estimada::int as population
          from cities c join states s on s.id = c.state_id join city_facts f on f.city_id = c.id
          where s.uf = 'AC' and f.populacao_estimada is not null order by c.id limit 6`,
    );
    const ids = found.map((c) => c.id).join(',');
    try {
      for (const [index, city] of found.entries()) {
        await db.execute(sql`update cities set name = ${dangerous[index]} where id = ${city.id}`);
      }
      const csv = await get(`id=${ids}&format=csv&sort[populacao_estimada]=asc`);
      const lines = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
      const nameColumn = lines[0]?.indexOf('Município') ?? -1;
      const populationColumn = lines[0]?.indexOf('População') ?? -1;
      expect(new Set(lines.slice(1).map((line) => line[nameColumn]))).toEqual(
        new Set(dangerous.map((name) => `'${name}`)),
      );
      expect(lines.slice(1).map((line) => Number(line[populationColumn]))).toEqual(
        found.map((c) => c.population).sort((a, b) => a - b),
      );

      const xlsx = await get(`id=${ids}&format=xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Cidades');
      const names = [2, 3, 4, 5, 6, 7].map((r) => sheet?.getRow(r).getCell(2).value);
      // Reading XML turns a carriage return into a line feed; the leading quote is what counts.
      expect(new Set(names)).toEqual(new Set(dangerous.map((n) => `'${n}`.replace(/\r/g, '\n'))));
      expect(sheet?.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    } finally {
      for (const city of found) {
        await db.execute(sql`update cities set name = ${city.name} where id = ${city.id}`);
      }
    }
  });

  it('refuses unknown sort keys, unknown filters and malformed values with 400 and pt-BR messages', async () => {
    const badSort = await get('sort[password]=asc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().fields['sort.password']).toBe('Ordenação não permitida: password');
    const unknown = await get('colour=blue');
    expect(unknown.statusCode).toBe(400);
    expect(Object.values(unknown.json().fields)).toContain('Parâmetro desconhecido: colour');
    const badRange = await get('idhm=alto');
    expect(badRange.json().fields.idhm).toMatch(/intervalo/);
    const badPolygon = await get('coordinates_polygon=%5B1%2C2%5D');
    expect(badPolygon.statusCode).toBe(400);
    const tooMany = await get('limit=6001');
    expect(tooMany.json().fields.limit).toBe('Limite deve ser um número inteiro entre 1 e 6000');
  });
});
