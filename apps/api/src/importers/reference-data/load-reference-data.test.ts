import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { loadReferenceData } from './load-reference-data.ts';

/** The IBGE reference of every municipality (../shared/data/README.md). */
const referenceCsv = () => readFileSync(sharedData('ibge/municipios.csv'), 'utf8');

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('reference data', () => {
  const database = useTestDatabase();

  it('holds the 27 states with one capital each and every municipality with its IBGE code', async () => {
    const [counts] = await rows<{ states: number; cities: number; capitals: number }>(
      database().db,
      sql`select (select count(*)::int from states) as states,
                 (select count(*)::int from cities) as cities,
                 (select count(distinct state_id)::int from cities where is_capital = 1) as capitals`,
    );
    expect(counts).toEqual({ states: 27, cities: 5571, capitals: 27 });
    const [bauru] = await rows<{ name: string; uf: string }>(
      database().db,
      sql`select c.name, s.uf from cities c join states s on s.id = c.state_id where c.code = 3506003`,
    );
    expect(bauru).toEqual({ name: 'Bauru', uf: 'SP' });
  });

  it('gives every municipality its own SIAFI code, through which Receita names it', async () => {
    const [siafi] = await rows<{
      cities: number;
      coded: number;
      distinct: number;
      wellFormed: number;
    }>(
      database().db,
      sql`select count(*)::int as cities, count(siafi_code)::int as coded,
                 count(distinct siafi_code)::int as distinct,
                 count(*) filter (where siafi_code ~ '^[0-9]{4}$')::int as "wellFormed"
          from cities`,
    );
    expect(siafi).toEqual({ cities: 5571, coded: 5571, distinct: 5571, wellFormed: 5571 });
    const known = await rows<{ code: number; siafi: string }>(
      database().db,
      sql`select code, siafi_code as siafi from cities where code in (3550308, 3506003, 5300108)
          order by code`,
    );
    expect(known).toEqual([
      { code: 3506003, siafi: '6219' },
      { code: 3550308, siafi: '7107' },
      { code: 5300108, siafi: '9701' },
    ]);
    // And the database keeps it so: a second city with a code would duplicate its companies.
    await expect(
      database().db.execute(sql`update cities set siafi_code = '6219' where code = 3550308`),
    ).rejects.toThrow();
  });

  it('agrees with the IBGE reference on the SIAFI code of each of the 5,571 municipalities', async () => {
    const [header, ...lines] = referenceCsv().trim().split('\n');
    const column = header?.split(',').indexOf('siafi_id') ?? -1;
    expect(column).toBeGreaterThan(0);
    const reference = new Map(
      lines.map((line) => line.split(',')).map((c) => [Number(c[0]), c[column]]),
    );
    const cities = await rows<{ code: number; siafi: string }>(
      database().db,
      sql`select code, siafi_code as siafi from cities`,
    );
    expect(reference.size).toBe(5571);
    expect(cities.filter((c) => reference.get(c.code) !== c.siafi)).toEqual([]);
    expect(cities.length).toBe(reference.size);
  });

  it('is idempotent: a second load changes nothing', async () => {
    const before = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from city_indicators`,
    );
    const result = await loadReferenceData(database().db);
    const after = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from city_indicators`,
    );
    expect(result.loaded).toBe(false);
    expect(after).toEqual(before);
  });

  it('carries real indicators, state aggregates, boundaries and 2024 mayors', async () => {
    const [bauru] = await rows<{ population: number; idhm: number }>(
      database().db,
      sql`select max(value_number) filter (where indicator = 'populacao_estimada') as population,
                 max(value_number) filter (where indicator = 'idhm') as idhm
          from city_indicators i join cities c on c.id = i.city_id where c.code = 3506003`,
    );
    expect(bauru?.population).toBeGreaterThan(350_000);
    expect(bauru?.idhm).toBeCloseTo(0.801, 3);
    const [sp] = await rows<{ population: number }>(
      database().db,
      sql`select value_number as population from state_indicators i join states s on s.id = i.state_id
          where s.uf = 'SP' and indicator = 'populacao_estimada'`,
    );
    expect(sp?.population).toBeGreaterThan(44_000_000);
    const [boundaries] = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from boundaries where level = 'state'`,
    );
    expect(boundaries?.n).toBe(27);
    const [mayor] = await rows<{ party: string; office: string }>(
      database().db,
      sql`select p.abbreviation as party, o.description as office from politicians pol
          join political_parties p on p.id = pol.party_id
          join political_offices o on o.id = pol.political_office_id
          join cities c on c.id = pol.city_id
          where c.code = 3506003 and o.slug = 'prefeito' and not pol.is_demo`,
    );
    expect(mayor).toEqual({ party: 'PSD', office: 'Prefeito' });
  });

  it('places at least 99% of municipalities within 5 km of their seat (IBGE reference)', async () => {
    const reference = new Map(
      referenceCsv()
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','))
        .map((c) => [Number(c[0]), { lat: Number(c[2]), lon: Number(c[3]) }]),
    );
    const cities = await rows<{ code: number; latitude: number; longitude: number }>(
      database().db,
      sql`select code, latitude, longitude from cities`,
    );
    const near = cities.filter((c) => {
      const seat = reference.get(c.code);
      return seat && distanceKm({ lat: c.latitude, lon: c.longitude }, seat) <= 5;
    });
    expect(near.length / reference.size).toBeGreaterThanOrEqual(0.99);
  });
});
