import type { PlaceMatch, PlaceMatchesResponse, ProjectMatchesResponse } from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARACARAI,
  FOOD_INDUSTRY_PLACES,
  type MatchingPlaces,
  openMatchingPlaces,
  type Who,
} from '../../../test/matching-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';

describe('projects that fit a place', () => {
  let world: MatchingPlaces | undefined;
  let t: TestApp;
  let owner: Who;
  let stranger: Who;
  let projectId: number;
  let pendingId: number;
  let publicId: number;
  let rrId: number;

  /** Every place of the project in a query, page after page. */
  const all = async (query: string) => {
    const found: PlaceMatch[] = [];
    for (let n = 1; ; n++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/proposals/${projectId}/matching-places?${query}&limit=100&page=${n}`,
        headers: owner,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<PlaceMatchesResponse>();
      found.push(...data);
      if (data.length < 100) return found;
    }
  };
  const setNeeds = (values: Partial<typeof proposals.$inferInsert>) =>
    t.database.db.update(proposals).set(values).where(eq(proposals.id, projectId));

  beforeAll(async () => {
    world = await openMatchingPlaces(FOOD_INDUSTRY_PLACES);
    ({ t, owner, stranger, projectId, pendingId, publicId } = world);
    rrId = world.caracarai.state_id;
    caracaraiId = world.caracarai.id;
  });

  afterAll(() => world?.close());

  let caracaraiId: number;
  const projects = async (who: Who, query = '', url?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${url ?? `/api/cities/${caracaraiId}/matching-projects`}${query ? `?${query}` : ''}`,
      headers: who,
    });
    return response;
  };
  it('tells how long scoring every project took', async () => {
    const response = await projects(owner);
    expect(response.headers['server-timing']).toMatch(/^facts;dur=\d+\.\d, score;dur=\d+\.\d$/);
  });

  const body = async (who: Who, query = '') => {
    const response = await projects(who, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProjectMatchesResponse>();
  };

  it('ranks the open private opportunities by the same score the place has for each', async () => {
    const found = await body(owner, 'limit=100');
    const [open] = await rows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from proposals
        where type = 'company' and status = 'open' and deleted_at is null`,
    );
    expect(found.total + found.excluded).toBe(open?.total);
    expect(found.place).toMatchObject({ id: caracaraiId, code: CARACARAI, has_profile: true });
    const scores = found.data.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const ours = found.data.find((p) => p.proposal.id === projectId);
    expect(ours?.proposal).toMatchObject({
      name: 'Fábrica de laticínios',
      category: 'implantation',
      division: { code: 10, name: 'Fabricação de produtos alimentícios' },
    });
    // Both directions agree: the project's score here is this place's score for the project.
    const places = await all(`ufs=${rrId}`);
    const here = places.find((p) => p.city.code === CARACARAI);
    expect(ours?.score).toBeCloseTo(here?.score as number, 9);
    expect(ours?.criteria).toEqual(here?.criteria);
    // A pending opportunity is nobody's candidate, not even its owner's.
    expect(found.data.map((p) => p.proposal.id)).not.toContain(pendingId);
    // Everyone reads every open opportunity: the same list for another customer.
    expect((await body(stranger, 'limit=100')).total).toBe(found.total);
  });

  it('leaves out a project whose states do not include the place, with why on request', async () => {
    const before = await body(owner);
    await setNeeds({ projectPreferredUfs: ['SP', 'MG'] });
    try {
      const after = await body(owner, 'limit=100');
      expect(after.total).toBe(before.total - 1);
      expect(after.excluded).toBe(before.excluded + 1);
      expect(after.data.map((p) => p.proposal.id)).not.toContain(projectId);
      const lastPage = Math.floor(after.total / 100) + 1;
      const withExcluded = await body(owner, `include_excluded=1&limit=100&page=${lastPage}`);
      const left = withExcluded.data.find((p) => p.proposal.id === projectId);
      expect(left).toMatchObject({
        rank: null,
        excluded_by: [{ condition: 'preferred_states', ufs: ['SP', 'MG'] }],
      });
    } finally {
      await setNeeds({ projectPreferredUfs: null });
    }
  });

  it('answers for a public opportunity’s municipality, and refuses what it cannot answer', async () => {
    const byCity = await body(owner);
    const byOpportunity = await projects(owner, '', `/api/proposals/${publicId}/matching-projects`);
    expect(byOpportunity.statusCode).toBe(200);
    expect(byOpportunity.json<ProjectMatchesResponse>()).toEqual(byCity);
    const fromPrivate = await projects(owner, '', `/api/proposals/${projectId}/matching-projects`);
    expect(fromPrivate.statusCode).toBe(400);
    expect(fromPrivate.json().message).toBe(
      'Projetos compatíveis só existem para oportunidades públicas',
    );
    const unknown = await projects(owner, '', '/api/cities/99999999/matching-projects');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Município não encontrado.');
    const bad = await projects(owner, 'limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Limite deve ser um número inteiro entre 1 e 100');
  });
});
