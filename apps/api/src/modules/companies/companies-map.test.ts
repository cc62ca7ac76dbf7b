import { COMPANY_MAP_POINTS_LIMIT } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUserActor } from '../../../test/actors.ts';
import { companiesServiceOn } from '../../../test/companies-kit.ts';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { MAP_SAMPLE_FACTOR } from './companies-sample-queries.ts';

type CityTotal = { city_id: number; total: number };

describe('company map', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let userId: number;
  const actor = () => aUserActor(userId);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    userId = user.id;
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const map = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/companies/map?${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Companies per municipality as plain SQL counts them. */
  const grouped = (where: string) =>
    rows<CityTotal>(
      t.database.db,
      sql.raw(`select city_id, count(*)::int as total from receita.companies
               where city_id is not null and (${where}) group by city_id order by city_id`),
    );

  it('a narrow filter answers the companies themselves, at their municipality’s seat', async () => {
    const answer = await map('city_code=3506003&status=ATIVA');
    expect(answer.mode).toBe('points');
    const want = await rows<{ cnpj: string; latitude: number; longitude: number }>(
      t.database.db,
      sql`select co.cnpj, c.latitude, c.longitude from receita.companies co
          join cities c on c.id = co.city_id
          where c.code = 3506003 and co.status = '02' order by co.cnpj`,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(answer.total).toBe(want.length);
    const got = answer.data
      .map((p: { cnpj: string; latitude: number; longitude: number }) => ({
        cnpj: p.cnpj,
        latitude: p.latitude,
        longitude: p.longitude,
      }))
      .sort((a: { cnpj: string }, b: { cnpj: string }) => a.cnpj.localeCompare(b.cnpj));
    expect(got).toEqual(want);
    expect(answer.data[0]).toHaveProperty('name');
    expect(answer.data[0]).toHaveProperty('business_name');
    const branches = new Set(
      (
        await rows<{ cnpj: string }>(
          t.database.db,
          sql`select cnpj from receita.companies where type = 2`,
        )
      ).map((c) => c.cnpj),
    );
    // Head offices only: the branches there are not drawn.
    const heads = await map('city_code=3506003&status=ATIVA&only_head_offices=1');
    const headsWant = want.filter((c) => !branches.has(c.cnpj));
    expect(headsWant.length).toBeGreaterThan(0);
    expect(headsWant.length).toBeLessThan(want.length);
    expect(heads.mode).toBe('points');
    expect(heads.total).toBe(headsWant.length);
    expect(heads.data.map((p: { cnpj: string }) => p.cnpj).sort()).toEqual(
      headsWant.map((c) => c.cnpj),
    );
    // Nothing matches: no company, and nothing walked to find out.
    expect(await map('name=nenhuma-empresa-tem-este-nome')).toEqual({
      mode: 'points',
      total: 0,
      total_is_estimate: false,
      data: [],
    });
  });

  it('a wide filter answers totals per municipality, from the tallies or grouped', async () => {
    // More companies than the map draws: copies of the demo ones under other CNPJs, then the
    // release recorded again (which rebuilds the tallies, as a load does).
    await t.database.db.execute(sql`
      insert into receita.companies (cnpj, cnpj_basico, name, status, city_id, city_code, city_name, state, share_capital)
      select 'Z' || substr(cnpj, 2), 'Z' || substr(cnpj_basico, 2), name, status, city_id, city_code, city_name, state, share_capital
      from receita.companies order by cnpj limit 700`);
    await t.database.db.execute(
      sql`update data_sources set loaded_at = now() where source = 'receita'`,
    );
    const [all] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from receita.companies`,
    );
    expect(all?.n).toBeGreaterThan(COMPANY_MAP_POINTS_LIMIT);

    const everything = await map();
    expect(everything.mode).toBe('cities');
    const want = await grouped('true');
    expect(everything.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      want,
    );
    expect(everything.total).toBe(want.reduce((sum, c) => sum + c.total, 0));
    const [bauru] = await rows<{
      id: number;
      code: number;
      name: string;
      latitude: number;
      longitude: number;
    }>(
      t.database.db,
      sql`select id, code, name, latitude, longitude from cities where code = 3506003`,
    );
    expect(everything.data.find((c: CityTotal) => c.city_id === bauru?.id)).toMatchObject({
      city_code: 3506003,
      name: bauru?.name,
      uf: 'SP',
      latitude: bauru?.latitude,
      longitude: bauru?.longitude,
    });

    // Statuses: the tallies too.
    const active = await map('status=ATIVA');
    expect(active.mode).toBe('cities');
    expect(active.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      await grouped(`status = '02'`),
    );
    expect(active.total_is_estimate).toBe(false);
    // Sizes, Simples and MEI: the tallies too.
    const coded = await map('size=ME,EPP,DEMAIS,NAO_INFORMADO&mei=0');
    expect(coded.mode).toBe('cities');
    expect(coded.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      await grouped('mei is not true'),
    );
    // Head offices only: grouped over them, their branches left out.
    const heads = await map('only_head_offices=1');
    const headsWant = await grouped('type = 1');
    expect(headsWant).not.toEqual(want);
    expect(heads).toMatchObject({
      mode: 'cities',
      total: headsWant.reduce((sum, c) => sum + c.total, 0),
      total_is_estimate: false,
    });
    expect(heads.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      headsWant,
    );
    // Any other filter: grouped over the companies it keeps.
    const capital = await map('capital_social=0,');
    expect(capital.mode).toBe('cities');
    expect(capital.total_is_estimate).toBe(false);
    expect(capital.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      await grouped('share_capital >= 0'),
    );
    // Past the time to group them: each municipality's share of a fixed sample, scaled, and
    // said to be an estimate. A sample larger than the registry reads all of it.
    const sampling = (sampleRows?: number) =>
      companiesServiceOn(t.database.db, {
        mapGroupBudgetMs: 0,
        ...(sampleRows ? { sampleRows } : {}),
      });
    const query = { capital_social: { start: 0, end: undefined } };
    const whole = await sampling().map(actor(), query);
    expect(whole).toMatchObject({ mode: 'cities', total_is_estimate: true });
    expect(
      whole.data.map((c) => ({ city_id: (c as CityTotal).city_id, total: (c as CityTotal).total })),
    ).toEqual(await grouped('share_capital >= 0'));
    // A tenth of the registry (the map reads MAP_SAMPLE_FACTOR times the list's sample): about
    // the right total, each municipality's count among the sample's first rows scaled by the
    // registry's size over the rows read.
    const listSample = Math.round((all?.n ?? 0) / (10 * MAP_SAMPLE_FACTOR));
    const part = await sampling(listSample).map(actor(), query);
    const capitalTotal = (await grouped('share_capital >= 0')).reduce((sum, c) => sum + c.total, 0);
    expect(part.total_is_estimate).toBe(true);
    expect(part.total).toBeGreaterThan(capitalTotal / 2);
    expect(part.total).toBeLessThan(capitalTotal * 2);
    expect(part.data.length).toBeLessThan(whole.data.length);
    const read = listSample * MAP_SAMPLE_FACTOR;
    const scaled = await rows<CityTotal>(
      t.database.db,
      sql`select city_id, round(count(*) * ${all?.n ?? 0}::float8 / ${read})::int as total
          from company_sample
          where position <= ${read} and share_capital >= 0 and city_id is not null
          group by city_id order by city_id`,
    );
    expect(
      part.data.map((c) => ({ city_id: (c as CityTotal).city_id, total: (c as CityTotal).total })),
    ).toEqual(scaled);
    // The sample knows head offices from branches too.
    const sampledHeads = await sampling(listSample).map(actor(), { only_head_offices: true });
    const scaledHeads = await rows<CityTotal>(
      t.database.db,
      sql`select city_id, round(count(*) * ${all?.n ?? 0}::float8 / ${read})::int as total
          from company_sample
          where position <= ${read} and type = 1 and city_id is not null
          group by city_id order by city_id`,
    );
    expect(sampledHeads.total_is_estimate).toBe(true);
    expect(
      sampledHeads.data.map((c) => ({
        city_id: (c as CityTotal).city_id,
        total: (c as CityTotal).total,
      })),
    ).toEqual(scaledHeads);
    const [sampledBranches] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from company_sample where position <= ${read} and type = 2`,
    );
    expect(sampledBranches?.n).toBeGreaterThan(0);

    // States only: the tallies of their municipalities.
    const [sp] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from states where uf = 'SP'`,
    );
    const inSp = await map(`ufs=${sp?.id}`);
    const spWant = await grouped(`state = 'SP'`);
    const spTotal = spWant.reduce((sum, c) => sum + c.total, 0);
    expect(inSp.mode).toBe(spTotal > COMPANY_MAP_POINTS_LIMIT ? 'cities' : 'points');
    expect(inSp.total).toBe(spTotal);
    if (inSp.mode === 'cities') {
      expect(inSp.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
        spWant,
      );
    }
    // A polygon around the whole country: the tallies of the municipalities inside it.
    const country = [
      [-75, -35],
      [-30, -35],
      [-30, 7],
      [-75, 7],
      [-75, -35],
    ];
    const drawn = await map(`coordinates_polygon=${encodeURIComponent(JSON.stringify(country))}`);
    const drawnWant = await grouped(
      'city_id in (select id from cities where longitude between -75 and -30 and latitude between -35 and 7)',
    );
    expect(drawn).toMatchObject({
      mode: 'cities',
      total: drawnWant.reduce((sum, c) => sum + c.total, 0),
      total_is_estimate: false,
    });
    expect(drawn.data.map((c: CityTotal) => ({ city_id: c.city_id, total: c.total }))).toEqual(
      drawnWant,
    );
  });

  it('a polygon drawn around a few municipalities draws their companies', async () => {
    const polygonQuery = (ring: number[][]) =>
      `coordinates_polygon=${encodeURIComponent(JSON.stringify(ring))}`;
    const box = (x: number, y: number, r: number) => [
      [x - r, y - r],
      [x + r, y - r],
      [x + r, y + r],
      [x - r, y + r],
      [x - r, y - r],
    ];
    const inBox = (x: number, y: number, r: number) =>
      `city_id in (select id from cities where longitude between ${x - r} and ${x + r}
        and latitude between ${y - r} and ${y + r})`;
    const [bauru] = await rows<{ longitude: number; latitude: number }>(
      t.database.db,
      sql`select longitude, latitude from cities where code = 3506003`,
    );
    const x = bauru?.longitude ?? 0;
    const y = bauru?.latitude ?? 0;
    // Around Bauru: few enough to draw the companies themselves.
    const near = await map(polygonQuery(box(x, y, 1.5)));
    const nearWant = await rows<{ cnpj: string }>(
      t.database.db,
      sql.raw(`select cnpj from receita.companies where ${inBox(x, y, 1.5)} order by cnpj`),
    );
    expect(nearWant.length).toBeGreaterThan(0);
    expect(nearWant.length).toBeLessThanOrEqual(COMPANY_MAP_POINTS_LIMIT);
    expect(near.mode).toBe('points');
    expect(near.total).toBe(nearWant.length);
    expect(near.data.map((p: { cnpj: string }) => p.cnpj).sort()).toEqual(
      nearWant.map((c) => c.cnpj),
    );
  });

  it('refuses paging, sorting and unknown parameters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/companies/map?page=2',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Parâmetro desconhecido: page');
  });
});
