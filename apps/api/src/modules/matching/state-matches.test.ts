import {
  MATCH_CRITERIA,
  type PlaceMatchesResponse,
  type StateProjectMatchesResponse,
} from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';

type Who = { authorization: string };

const BOA_VISTA = 1_400_100;
const BELO_HORIZONTE = 3_106_200;

describe('projects that fit a state', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let owner: Who;
  let stranger: Who;
  let rrId: number;
  let dairyId: number;
  let paulistaId: number;
  let pendingId: number;

  const inState = (who: Who | Record<string, never>, stateId: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/states/${stateId}/matching-projects${query ? `?${query}` : ''}`,
      headers: who,
    });
  const body = async (who: Who, stateId: number, query = '') => {
    const response = await inState(who, stateId, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StateProjectMatchesResponse>();
  };
  /** The first of a project's "Localidades compatíveis" in one state, with or without the left out. */
  const bestPlaceIn = async (projectId: number, stateId: number, withExcluded = false) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${projectId}/matching-places?ufs=${stateId}&limit=1${withExcluded ? '&include_excluded=1' : ''}`,
      headers: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaceMatchesResponse>().data[0];
  };
  /** Every project of a state's list, page after page, with those left out. */
  const everyProject = async (who: Who, stateId: number) => {
    const found: StateProjectMatchesResponse['data'] = [];
    for (let n = 1; ; n++) {
      const page = await body(who, stateId, `include_excluded=1&limit=100&page=${n}`);
      found.push(...page.data);
      if (page.data.length < 100) return found;
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const company = await createCustomer(db, { type: 'company' });
    const other = await createCustomer(db, { type: 'company' });
    owner = await signIn(t.app, smtp, (await createUser(db, { customerId: company.id })).email);
    stranger = await signIn(t.app, smtp, (await createUser(db, { customerId: other.id })).email);
    const boaVista = await cityByCode(db, BOA_VISTA);
    rrId = boaVista.state_id;
    const seed = { customerId: company.id, city: boaVista, createdAt: '2026-11-01T12:00:00Z' };
    const project = (name: string, status: 'open' | 'pending') =>
      insertOpportunity(db, { ...seed, name, type: 'company', status });
    dairyId = await project('Fábrica de laticínios', 'open');
    paulistaId = await project('Centro de distribuição paulista', 'open');
    pendingId = await project('Projeto pendente', 'pending');
    await db
      .update(proposals)
      .set({ companyMainActivityCode: '1052000', projectCategory: 'implantation' })
      .where(sql`${proposals.id} in (${dairyId}, ${pendingId})`);
    await db
      .update(proposals)
      .set({
        companyMainActivityCode: '4930202',
        projectCategory: 'expansion',
        projectPreferredUfs: ['SP'],
        projectRequiredAreaM2: 40_000,
      })
      .where(eq(proposals.id, paulistaId));
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('scores each project by the municipality of the state that fits it best', async () => {
    // Roraima, and the state where the registry sample has the most establishments (its
    // municipalities have location quotients), for a project of its commonest division.
    const [covered] = await rows<{ stateId: number; division: number }>(
      t.database.db,
      sql`select c.state_id as "stateId", q.division from city_division_quotients q
        join cities c on c.id = q.city_id group by 1, 2 order by count(*) desc limit 1`,
    );
    expect(covered).toBeDefined();
    const activity = `${String(covered?.division).padStart(2, '0')}00000`;
    await t.database.db
      .update(proposals)
      .set({ companyMainActivityCode: activity })
      .where(eq(proposals.id, dairyId));
    for (const stateId of [rrId, covered?.stateId as number]) {
      const found = await body(owner, stateId, 'limit=100');
      expect(found.state.id).toBe(stateId);
      const ours = found.data.find((p) => p.proposal.id === dairyId);
      // The place named is the one the project's own list puts first in the state, scored alike.
      const best = await bestPlaceIn(dairyId, stateId);
      expect(ours?.place).toEqual({
        id: best?.city.id,
        code: best?.city.code,
        name: best?.city.name,
        uf: best?.city.state.uf,
        has_profile: best?.has_profile,
      });
      expect(ours?.score).toBeCloseTo(best?.score as number, 9);
      expect(ours?.criteria).toEqual(best?.criteria);
      expect(ours).toMatchObject({ rank: expect.any(Number), excluded_by: [] });
      const scores = found.data.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect((await body(owner, rrId)).state).toEqual({ id: rrId, uf: 'RR', name: 'Roraima' });
    await t.database.db
      .update(proposals)
      .set({ companyMainActivityCode: '1052000' })
      .where(eq(proposals.id, dairyId));
  });

  it('counts every open private opportunity the user may read, and no other', async () => {
    const [open] = await rows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from proposals
        where type = 'company' and status = 'open' and deleted_at is null`,
    );
    const found = await body(owner, rrId);
    expect(found.total + found.excluded).toBe(open?.total);
    const listed = await everyProject(owner, rrId);
    expect(listed).toHaveLength(open?.total as number);
    expect(listed.map((p) => p.proposal.id)).not.toContain(pendingId);
    // Every open opportunity is readable by every customer: the same counts for another one.
    const theirs = await body(stranger, rrId);
    expect([theirs.total, theirs.excluded]).toEqual([found.total, found.excluded]);
  });

  it('leaves out a project no municipality of the state can host, with why on request', async () => {
    const ranked = await everyProject(owner, rrId);
    const left = ranked.find((p) => p.proposal.id === paulistaId);
    expect(left).toMatchObject({
      rank: null,
      excluded_by: [{ condition: 'preferred_states', ufs: ['SP'] }],
    });
    const best = await bestPlaceIn(paulistaId, rrId, true);
    expect(left?.place.id).toBe(best?.city.id);
    expect(left?.score).toBeCloseTo(best?.score as number, 9);
    const withoutExcluded = await body(owner, rrId, 'limit=100');
    expect(withoutExcluded.data.map((p) => p.proposal.id)).not.toContain(paulistaId);
  });

  it('ranks a project in its own state of interest', async () => {
    const sp = (await cityByCode(t.database.db, 3_550_308)).state_id;
    const found = await everyProject(owner, sp);
    const ours = found.find((p) => p.proposal.id === paulistaId);
    const best = await bestPlaceIn(paulistaId, sp);
    expect(ours).toMatchObject({
      rank: expect.any(Number),
      place: { id: best?.city.id, uf: 'SP' },
    });
    expect(ours?.score).toBeCloseTo(best?.score as number, 9);
  });

  it('scores with each user’s own weights, never another user’s', async () => {
    const ofDairy = async (who: Who) =>
      (await everyProject(who, rrId)).find((p) => p.proposal.id === dairyId);
    const before = await ofDairy(owner);
    expect(before?.weights_source).toBe('category');
    const own = Object.fromEntries(MATCH_CRITERIA.map((c) => [c, c === 'population' ? 100 : 0]));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/matching/weights/implantation',
      headers: owner,
      payload: own,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const mine = await ofDairy(owner);
      expect(mine?.weights_source).toBe('user');
      expect(mine?.score).not.toBeCloseTo(before?.score as number, 6);
      expect(mine?.criteria.filter((c) => c.weight > 0).map((c) => c.criterion)).toEqual([
        'population',
      ]);
      // Another user, asking right after, still sees the category's weights.
      const theirs = await ofDairy(stranger);
      expect(theirs?.weights_source).toBe('category');
      expect(theirs?.score).toBeCloseTo(before?.score as number, 9);
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: '/api/matching/weights/implantation',
        headers: owner,
      });
    }
  });

  it('answers bad input and unknown states in Portuguese', async () => {
    const mg = (await cityByCode(t.database.db, BELO_HORIZONTE)).state_id;
    expect((await inState(owner, mg)).statusCode).toBe(200);
    const unknown = await inState(owner, 99_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Estado não encontrado.');
    const bad = await inState(owner, rrId, 'limit=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Limite deve ser um número inteiro entre 1 e 100');
    expect((await inState({}, rrId)).statusCode).toBe(401);
  });
});
