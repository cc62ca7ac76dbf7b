import {
  COMPARE_INDICATORS,
  type CompareResponse,
  type PlaceMatch,
  type PlaceMatchesResponse,
} from '@oportuna/domain';
import area from '@turf/area';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOA_VISTA,
  COMPARED_PLACES,
  INDUSTRIAL_AREA,
  type MatchingPlaces,
  openMatchingPlaces,
  type Who,
} from '../../../test/matching-fixtures.ts';
import { cityByCode } from '../../../test/proposal-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

const POUSO_ALEGRE = 3_152_501;

/** The IBGE indicator behind each compared one. */
const SOURCES = {
  population: 'populacao_estimada',
  employed_share: 'populacao_ocupada',
  salary: 'salario_medio_mensal',
  schooling: 'taxa_escolarizacao',
  ideb: 'anos_iniciais_ensino_fundamental',
  idhm: 'idhm',
  revenue_per_capita: 'total_receitas',
  expense_per_capita: 'total_despesas',
} as const;

/** The median of a list of numbers, the middle one or the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe('comparison of places', () => {
  let world: MatchingPlaces | undefined;
  let t: TestApp;
  let owner: Who;
  let stranger: Who;
  let projectId: number;
  let pendingId: number;
  let publicId: number;
  let boaVistaId: number;
  let caracaraiId: number;
  let pousoAlegreId: number;

  const get = (who: Who | null, query: string, path = '/api/compare') =>
    t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: who ?? {} });
  const compare = async (query: string) => {
    const response = await get(owner, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompareResponse>();
  };

  beforeAll(async () => {
    world = await openMatchingPlaces(COMPARED_PLACES);
    ({ t, owner, stranger, projectId, pendingId, publicId } = world);
    boaVistaId = world.boaVista.id;
    caracaraiId = world.caracarai.id;
    pousoAlegreId = (await cityByCode(t.database.db, POUSO_ALEGRE)).id;
  });

  afterAll(() => world?.close());

  it('shows each place’s indicators beside the national medians, with their years', async () => {
    const body = await compare(`cities=${boaVistaId},${caracaraiId},${pousoAlegreId}`);
    expect(body.places.map((p) => `${p.city.name} - ${p.city.state.uf}`)).toEqual([
      'Boa Vista - RR',
      'Caracaraí - RR',
      'Pouso Alegre - MG',
    ]);
    expect(body.project).toBeNull();
    expect(body.places.every((p) => p.match === null)).toBe(true);

    // Each place's values as IBGE's table holds them, money per inhabitant in reais.
    const indicators = await rows<{
      city_id: number;
      indicator: string;
      value: number;
      year: number | null;
    }>(
      t.database.db,
      sql`select city_id, indicator, value_number as value, year from city_indicators
          where value_number is not null`,
    );
    const raw = (cityId: number, indicator: string) =>
      indicators.find((i) => i.city_id === cityId && i.indicator === indicator);
    for (const place of body.places) {
      const population = raw(place.city.id, 'populacao_estimada')?.value as number;
      for (const entry of place.indicators) {
        const source = raw(place.city.id, SOURCES[entry.indicator]);
        const expected =
          entry.indicator === 'revenue_per_capita' || entry.indicator === 'expense_per_capita'
            ? ((source?.value as number) * 1000) / population
            : source?.value;
        expect(entry.value, `${place.city.name} ${entry.indicator}`).toBeCloseTo(
          expected as number,
          6,
        );
        expect(entry.year).toBe(source?.year ?? null);
      }
    }
    // Pouso Alegre, by hand (the worked example of docs/matching.md).
    const pouso = body.places[2];
    expect(pouso?.indicators.find((i) => i.indicator === 'population')?.value).toBe(162_133);
    expect(pouso?.indicators.find((i) => i.indicator === 'salary')?.value).toBe(3.5);
    expect(pouso?.indicators.find((i) => i.indicator === 'idhm')?.value).toBe(0.774);

    // The medians, computed here over every municipality that has the indicator.
    const facts = await rows<Record<string, number | null>>(
      t.database.db,
      sql`select * from city_facts`,
    );
    expect(facts).toHaveLength(5_571);
    expect(body.medians.map((m) => m.indicator)).toEqual([...COMPARE_INDICATORS]);
    for (const entry of body.medians) {
      const values = facts
        .map((f) =>
          entry.indicator === 'revenue_per_capita' || entry.indicator === 'expense_per_capita'
            ? f[SOURCES[entry.indicator]] === null || !f.populacao_estimada
              ? null
              : ((f[SOURCES[entry.indicator]] as number) * 1000) / f.populacao_estimada
            : f[SOURCES[entry.indicator]],
        )
        .filter((v): v is number => v !== null && v !== undefined);
      expect(entry.value, entry.indicator).toBeCloseTo(median(values), 6);
      const years = indicators
        .filter((i) => i.indicator === SOURCES[entry.indicator])
        .map((i) => i.year ?? 0);
      expect(entry.year).toBe(Math.max(...years));
    }
  });

  it('shows the profile’s incentives and industrial area, or that there is no profile', async () => {
    const body = await compare(`cities=${caracaraiId},${boaVistaId}`);
    const [caracarai, boaVista] = body.places;
    expect(caracarai?.has_profile).toBe(true);
    expect(caracarai?.incentives).toEqual([
      { type: 'iptu', description: 'Isenção por 10 anos', area_m2: null },
      { type: 'iss', description: 'Alíquota de 2% por 5 anos', area_m2: null },
    ]);
    expect(
      Math.abs((caracarai?.industrial_area_m2 as number) - area(INDUSTRIAL_AREA)),
    ).toBeLessThan(100);
    expect(caracarai?.industrial_area_m2).toBeGreaterThan(100_000);
    expect(caracarai?.open_opportunities).toEqual([
      { id: publicId, name: 'Distrito industrial de Caracaraí' },
    ]);
    expect(boaVista?.has_profile).toBe(false);
    expect(boaVista?.incentives).toEqual([]);
    expect(boaVista?.industrial_area_m2).toBeNull();
    expect(boaVista?.open_opportunities).toEqual([]);
  });

  it('scores each place for a project exactly as "Localidades compatíveis" does', async () => {
    const body = await compare(`cities=${boaVistaId},${caracaraiId}&proposal=${projectId}`);
    expect(body.project).toMatchObject({
      id: projectId,
      name: 'Fábrica de laticínios',
      category: 'implantation',
      division: { code: 10, name: 'Fabricação de produtos alimentícios' },
      weights: { source: 'category' },
    });
    const rrId = (await cityByCode(t.database.db, BOA_VISTA)).state_id;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${projectId}/matching-places?ufs=${rrId}&limit=100`,
      headers: owner,
    });
    expect(listed.statusCode).toBe(200);
    const matches = listed.json<PlaceMatchesResponse>().data;
    for (const place of body.places) {
      const match = matches.find((m) => m.city.id === place.city.id) as PlaceMatch;
      expect(place.match).toEqual({
        score: match.score,
        excluded_by: match.excluded_by,
        criteria: match.criteria,
      });
      expect(place.match?.score).toBeGreaterThan(0);
    }
    // Caracaraí's own incentives and its opportunity's terreno count for the project.
    const incentives = body.places[1]?.match?.criteria.find((c) => c.criterion === 'incentives');
    expect(incentives?.value).toBe(3);
  });

  it('follows the opportunities’ reading rules', async () => {
    const cities = `cities=${boaVistaId},${caracaraiId}`;
    expect((await get(stranger, `${cities}&proposal=${projectId}`)).statusCode).toBe(200);
    const hidden = await get(stranger, `${cities}&proposal=${pendingId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Oportunidade não encontrada.');
    for (const path of ['/api/compare/export.pdf', '/api/compare/export.xlsx'])
      expect((await get(stranger, `${cities}&proposal=${pendingId}`, path)).statusCode).toBe(404);
    expect((await get(owner, `${cities}&proposal=${pendingId}`)).statusCode).toBe(200);
    expect((await get(null, cities)).statusCode).toBe(401);
    const publicOne = await get(owner, `${cities}&proposal=${publicId}`);
    expect(publicOne.statusCode).toBe(400);
    expect(publicOne.json().message).toBe('A comparação pontua apenas oportunidades privadas');
  });

  it('answers bad input in Portuguese', async () => {
    const ids = [boaVistaId, caracaraiId, pousoAlegreId];
    const five = (await rows<{ id: number }>(t.database.db, sql`select id from cities limit 5`))
      .map((c) => c.id)
      .join(',');
    const cases: [string, string][] = [
      [`cities=${ids[0]}`, 'Compare de 2 a 4 localidades'],
      [`cities=${five}`, 'Compare de 2 a 4 localidades'],
      [`cities=${ids[0]},${ids[1]},${ids[0]}`, 'Cada localidade só pode aparecer uma vez'],
      [`cities=${ids[0]},99999999`, 'Município não encontrado'],
      [
        `cities=${ids[0]},abc`,
        'Informe os municípios por identificadores numéricos separados por vírgula',
      ],
      ['', 'Informe os municípios'],
      [`cities=${ids[0]},${ids[1]}&proposal=x`, 'Identificador inválido'],
      [`cities=${ids[0]},${ids[1]}&estado=1`, 'estado'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/compare', '/api/compare/export.pdf', '/api/compare/export.xlsx']) {
        const response = await get(owner, query, path);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        // The message of the field at fault ('Dados inválidos.' heads every such answer).
        expect(JSON.stringify(response.json().fields), `${path}?${query}`).toContain(message);
      }
    }
    expect((await get(owner, `cities=${ids[0]},${ids[1]}&proposal=99999999`)).statusCode).toBe(404);
  });
});
