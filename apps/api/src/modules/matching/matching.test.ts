import type { PlaceMatch, PlaceMatchesResponse } from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOA_VISTA,
  CARACARAI,
  FOOD_INDUSTRY_PLACES,
  type MatchingPlaces,
  openMatchingPlaces,
  type Who,
} from '../../../test/matching-fixtures.ts';
import { cityByCode } from '../../../test/proposal-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { refreshCityFacts } from '../../db/refresh-city-facts.ts';
import { proposals } from '../../db/schema/index.ts';

const IN_RR = 15;
const MUNICIPALITIES = 5_571;
const IN_MG = 853;
const IN_SP = 645;
const IN_SUL = 1_191;

describe('places that fit a private opportunity', () => {
  let world: MatchingPlaces | undefined;
  let t: TestApp;
  let owner: Who;
  let stranger: Who;
  let projectId: number;
  let pendingId: number;
  let publicId: number;
  let mgId: number;
  let rrId: number;

  const matches = async (who: Who, query = '', id = projectId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/proposals/${id}/matching-places${query ? `?${query}` : ''}`,
      headers: who,
    });
  const page = async (query = '') => {
    const response = await matches(owner, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaceMatchesResponse>();
  };
  /** Every place of a query, page after page. */
  const all = async (query: string) => {
    const found: PlaceMatch[] = [];
    for (let n = 1; ; n++) {
      const body = await page(`${query}&limit=100&page=${n}`);
      found.push(...body.data);
      if (body.data.length < 100) return found;
    }
  };
  const setNeeds = (values: Partial<typeof proposals.$inferInsert>) =>
    t.database.db.update(proposals).set(values).where(eq(proposals.id, projectId));

  beforeAll(async () => {
    world = await openMatchingPlaces(FOOD_INDUSTRY_PLACES);
    ({ t, owner, stranger, projectId, pendingId, publicId } = world);
    mgId = (await cityByCode(t.database.db, 3_170_701)).state_id;
    rrId = world.caracarai.state_id;
  });

  afterAll(() => world?.close());

  it('ranks every municipality best first, each score explained to the point', async () => {
    const body = await page();
    expect(body.total).toBe(MUNICIPALITIES);
    expect(body.excluded).toBe(0);
    expect(body.data).toHaveLength(20);
    expect(body.data.map((p) => p.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const scores = body.data.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const place of body.data) {
      expect(place.score).toBeGreaterThan(0);
      expect(place.score).toBeLessThanOrEqual(100);
      const sum = place.criteria.reduce((total, c) => total + c.contribution, 0);
      expect(sum).toBeCloseTo(place.score, 6);
      for (const c of place.criteria) expect(c.missing).toBe(c.normalized === null);
    }
    expect(body.project).toEqual({
      id: projectId,
      category: 'implantation',
      division: { code: 10, name: 'Fabricação de produtos alimentícios' },
    });
    expect(body.weights.source).toBe('category');
    expect(body.weights.values.vocation).toBe(15);
    expect(body.weights.values.distance).toBe(0);
    expect(body.sources.indicators_year).toBeGreaterThanOrEqual(2022);
    // The second page continues the first.
    const next = await page('page=2');
    expect(next.data[0]?.rank).toBe(21);
    expect(next.data[0]?.score).toBeLessThanOrEqual(scores[19] as number);
  });

  it('narrows to states or to a region', async () => {
    const mg = await page(`ufs=${mgId}`);
    expect(mg.total).toBe(IN_MG);
    expect(new Set(mg.data.map((p) => p.city.state.uf))).toEqual(new Set(['MG']));
    const sul = await page('region=Sul&limit=100');
    expect(sul.total).toBe(IN_SUL);
    expect(new Set(sul.data.map((p) => p.city.state.region))).toEqual(new Set(['Sul']));
  });

  it('explains a place with a profile from its profile and its open opportunities', async () => {
    const rr = await all(`ufs=${rrId}`);
    expect(rr).toHaveLength(IN_RR);
    const caracarai = rr.find((p) => p.city.code === CARACARAI);
    const boaVista = rr.find((p) => p.city.code === BOA_VISTA);
    expect(caracarai?.has_profile).toBe(true);
    const criterion = (p: PlaceMatch | undefined, name: string) =>
      p?.criteria.find((c) => c.criterion === name);
    expect(criterion(caracarai, 'vocation')).toMatchObject({
      value: 1,
      normalized: 1,
      missing: false,
      items: [{ label: 'Indústria alimentícia', detail: null }],
    });
    expect(criterion(caracarai, 'incentives')?.items).toEqual(
      expect.arrayContaining([
        { label: 'IPTU', detail: 'Isenção por 10 anos' },
        { label: 'Terreno', detail: 'Lote com acesso à BR-381' },
      ]),
    );
    expect(criterion(caracarai, 'incentives')?.value).toBe(2);
    expect(criterion(caracarai, 'land')?.value).toBe(80_000);
    expect(caracarai?.open_opportunities).toEqual([
      { id: publicId, name: 'Distrito industrial de Caracaraí' },
    ]);
    // Without a profile: scored from public data, what the profile would say marked missing.
    expect(boaVista?.has_profile).toBe(false);
    for (const name of ['vocation', 'incentives', 'land'])
      expect(criterion(boaVista, name)).toMatchObject({
        missing: true,
        contribution: 0,
        weight: 0,
      });
    expect(criterion(boaVista, 'population')?.missing).toBe(false);
  });

  it('leaves out places outside the project’s states, and shows them with why on request', async () => {
    await setNeeds({ projectPreferredUfs: ['SP'] });
    try {
      const body = await page();
      expect(body.total).toBe(IN_SP);
      expect(body.excluded).toBe(MUNICIPALITIES - IN_SP);
      expect(new Set(body.data.map((p) => p.city.state.uf))).toEqual(new Set(['SP']));
      const lastPage = Math.ceil(IN_SP / 100) + 1;
      const beyond = await page(`include_excluded=1&limit=100&page=${lastPage}`);
      expect(beyond.data.length).toBeGreaterThan(0);
      for (const place of beyond.data) {
        expect(place.rank).toBeNull();
        expect(place.excluded_by).toEqual([{ condition: 'preferred_states', ufs: ['SP'] }]);
      }
    } finally {
      await setNeeds({ projectPreferredUfs: null });
    }
  });

  it('reads the states of interest an opportunity was registered with through the API', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: owner,
      payload: {
        type: 'company',
        name: 'Fábrica de embalagens',
        project: {
          total: 8_000_000,
          required_investment: 3_000_000,
          description: 'Nova fábrica de embalagens no interior.',
          category: 'implantation',
          required_area_m2: null,
          preferred_ufs: ['SP'],
          company: {
            name: 'EMBALAGENS DO INTERIOR LTDA',
            federal_tax_id: '11222333000181',
            main_activity: '1052000',
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await matches(owner, '', created.json().id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PlaceMatchesResponse>();
    expect(body.total).toBe(IN_SP);
    expect(body.excluded).toBe(MUNICIPALITIES - IN_SP);
    expect(new Set(body.data.map((p) => p.city.state.uf))).toEqual(new Set(['SP']));
  });

  it('leaves out a place whose every land offer is smaller than the land needed', async () => {
    await setNeeds({ projectRequiredAreaM2: 100_000 });
    try {
      const ranked = await all(`ufs=${rrId}`);
      expect(ranked.map((p) => p.city.code)).not.toContain(CARACARAI);
      expect(ranked.map((p) => p.city.code)).toContain(BOA_VISTA);
      const withExcluded = await all(`ufs=${rrId}&include_excluded=1`);
      expect(withExcluded.find((p) => p.city.code === CARACARAI)?.excluded_by).toEqual([
        { condition: 'required_area', required_m2: 100_000, largest_m2: 80_000 },
      ]);
    } finally {
      await setNeeds({ projectRequiredAreaM2: null });
    }
  });

  it('never reorders the other municipalities when one changes', async () => {
    const order = async () => (await all(`ufs=${rrId}`)).map((p) => p.city.code);
    const before = await order();
    expect(before).toHaveLength(IN_RR);
    const db = t.database.db;
    const [changed] = before.slice(-1);
    await db.execute(sql`update city_indicators set value_number = value_number * 50
      where indicator in ('populacao_estimada', 'salario_medio_mensal')
        and city_id = (select id from cities where code = ${changed})`);
    await refreshCityFacts(db);
    const after = await order();
    expect(after.indexOf(changed as number)).toBeLessThan(before.indexOf(changed as number));
    const others = (codes: number[]) => codes.filter((code) => code !== changed);
    expect(others(after)).toEqual(others(before));
  });

  it('scores with the location quotients rebuilt after a Receita release at once', async () => {
    const quotientOf = (place: PlaceMatch | undefined) =>
      place?.criteria.find((c) => c.criterion === 'location_quotient')?.value;
    // A place the registry covers, with establishments of the project's division.
    const first = (await page('limit=100')).data.find((p) => Number(quotientOf(p)) > 0);
    const before = quotientOf(first);
    expect(before).toEqual(expect.any(Number));
    const changed = sql`update city_division_quotients set quotient = quotient + 2
      where division = 10 and city_id = (select id from cities where code = ${first?.city.code})`;
    try {
      await t.database.db.execute(changed);
      const after = (await all(`ufs=${first?.city.state.id}`)).find(
        (p) => p.city.id === first?.city.id,
      );
      expect(quotientOf(after)).toBeCloseTo((before as number) + 2, 9);
    } finally {
      await t.database.db.execute(sql`update city_division_quotients set quotient = quotient - 2
        where division = 10 and city_id = ${first?.city.id}`);
    }
  });

  it('follows the opportunities’ reading rules', async () => {
    expect((await matches(stranger)).statusCode).toBe(200);
    const hidden = await matches(stranger, '', pendingId);
    expect(hidden.statusCode).toBe(404);
    expect((await matches(owner, '', pendingId)).statusCode).toBe(200);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${projectId}/matching-places`,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('tells how long scoring every municipality took, for whoever measures the server', async () => {
    const response = await matches(owner);
    expect(response.headers['server-timing']).toMatch(/^facts;dur=\d+\.\d, score;dur=\d+\.\d$/);
  });

  it('answers bad input in Portuguese', async () => {
    const cases: [string, number, string][] = [
      ['limit=101', 400, 'Limite deve ser um número inteiro entre 1 e 100'],
      ['region=Oeste', 400, 'Região inválida'],
      ['page=0', 400, 'Página deve ser um número inteiro maior ou igual a 1'],
      ['ufs=x', 400, 'Informe identificadores numéricos separados por vírgula'],
    ];
    for (const [query, status, message] of cases) {
      const response = await matches(owner, query);
      expect(response.statusCode, query).toBe(status);
      expect(response.body, query).toContain(message);
    }
    const publicOne = await matches(owner, '', publicId);
    expect(publicOne.statusCode).toBe(400);
    expect(publicOne.json().message).toBe(
      'Localidades compatíveis só existem para oportunidades privadas',
    );
    expect((await matches(owner, '', 99_999_999)).statusCode).toBe(404);
  });
});
