import {
  DEFAULT_MATCH_WEIGHTS,
  MATCH_CRITERIA,
  type PlaceMatchesResponse,
  type UserMatchWeights,
} from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOOD_INDUSTRY_PLACES,
  type MatchingPlaces,
  openMatchingPlaces,
  type Who,
} from '../../../test/matching-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

describe('a user’s own weights', () => {
  let world: MatchingPlaces | undefined;
  let t: TestApp;
  let owner: Who;
  let stranger: Who;
  let projectId: number;
  let rrId: number;

  const matches = async (who: Who, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/proposals/${projectId}/matching-places${query ? `?${query}` : ''}`,
      headers: who,
    });
  const page = async (query = '') => {
    const response = await matches(owner, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaceMatchesResponse>();
  };

  beforeAll(async () => {
    world = await openMatchingPlaces(FOOD_INDUSTRY_PLACES);
    ({ t, owner, stranger, projectId } = world);
    rrId = world.caracarai.state_id;
  });

  afterAll(() => world?.close());

  const weightsUrl = '/api/matching/weights';
  const own = Object.fromEntries(MATCH_CRITERIA.map((c, i) => [c, (i * 7) % 101])) as Record<
    string,
    number
  >;
  const put = (who: Who, category: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${weightsUrl}/${category}`, headers: who, payload });
  const read = async (who: Who) => {
    const response = await t.app.inject({ method: 'GET', url: weightsUrl, headers: who });
    expect(response.statusCode).toBe(200);
    return response.json<UserMatchWeights>().data;
  };

  it('are saved per user and category, read back whole, used by the score and reset', async () => {
    const saved = await put(owner, 'implantation', own);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await read(owner)).find((w) => w.category === 'implantation');
    expect(mine).toEqual({
      category: 'implantation',
      source: 'user',
      weights: own,
      defaults: DEFAULT_MATCH_WEIGHTS.implantation,
    });
    // Another user, and another category, keep the defaults.
    const theirs = (await read(stranger)).find((w) => w.category === 'implantation');
    expect(theirs?.source).toBe('category');
    expect((await read(owner)).find((w) => w.category === 'expansion')?.source).toBe('category');
    // The score says which weights it used, and uses them.
    const body = await page(`ufs=${rrId}`);
    expect(body.weights).toEqual({ source: 'user', values: own });
    const strangers = await matches(stranger, `ufs=${rrId}`);
    expect(strangers.json<PlaceMatchesResponse>().weights.source).toBe('category');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `${weightsUrl}/implantation`,
      headers: owner,
    });
    expect(reset.statusCode).toBe(200);
    expect((await page(`ufs=${rrId}`)).weights.source).toBe('category');
  });

  it('score at once with weights another process saved, or removed', async () => {
    expect((await page(`ufs=${rrId}`)).weights.source).toBe('category');
    // As another API process would: straight to the database, unseen by this one.
    await t.database.db.execute(sql`insert into user_match_weights (user_id, category, weights)
      select id, 'implantation', ${JSON.stringify(own)}::jsonb from users
      where customer_id = ${world?.companyId}`);
    expect((await page(`ufs=${rrId}`)).weights).toEqual({ source: 'user', values: own });
    await t.database.db.execute(sql`delete from user_match_weights
      where user_id in (select id from users where customer_id = ${world?.companyId})`);
    expect((await page(`ufs=${rrId}`)).weights.source).toBe('category');
  });

  it('refuse bad weights in Portuguese and keep what was saved', async () => {
    await put(owner, 'expansion', own);
    const cases: [string, Record<string, unknown>, string][] = [
      ['expansion', { ...own, vocation: 101 }, 'Cada peso deve ser um número inteiro de 0 a 100'],
      ['expansion', { ...own, vocation: -1 }, 'Cada peso deve ser um número inteiro de 0 a 100'],
      ['expansion', { ...own, vocation: 2.5 }, 'Cada peso deve ser um número inteiro de 0 a 100'],
      [
        'expansion',
        Object.fromEntries(MATCH_CRITERIA.map((c) => [c, 0])),
        'Dê peso a pelo menos um critério',
      ],
      ['expansion', { vocation: 10 }, 'Cada peso deve ser um número inteiro de 0 a 100'],
      ['expansion', { ...own, bonus: 10 }, ''],
      ['mineracao', own, 'Categoria de projeto inválida'],
    ];
    for (const [category, payload, message] of cases) {
      const response = await put(owner, category, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    const kept = (await read(owner)).find((w) => w.category === 'expansion');
    expect(kept?.weights).toEqual(own);
  });
});
