import {
  type NotificationListResponse,
  type PlaceMatchesResponse,
  PROJECT_CATEGORIES,
} from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { BOA_VISTA, strongOpportunity, type Who } from '../../../test/matching-fixtures.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';
import { queueUnevaluated } from './match-alerts-queries.ts';

const ON_PG = Boolean(process.env.DATABASE_URL);

/**
 * Projects registered before alerts existed (here, written straight to the database, like the
 * demo data's) have no stored best 10 until the server starts: then they get them, silently.
 */
describe('best places of projects older than alerts', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-12-01T12:00:00Z'));
  let owner: Who;
  let cityHall: Who;
  let projectId = 0;
  let rrStateId = 0;

  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

  const count = async (statement: ReturnType<typeof sql>) =>
    (await rows<{ n: number }>(t.database.db, statement))[0]?.n;

  const settled = async () => {
    const deadline = Date.now() + 120_000;
    while ((await count(sql`select count(*)::int as n from match_alert_queue`)) !== 0) {
      if (Date.now() > deadline) throw new Error('match evaluations still queued');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const openProjectsWithoutTop = () =>
    count(sql`select count(*)::int as n from proposals p
      where p.type = 'company' and p.status = 'open' and p.deleted_at is null
        and not exists (select 1 from project_match_tops m where m.proposal_id = p.id)`);

  const alertsOf = async (who: Who) => {
    const response = await call(who, 'GET', '/api/notifications?category=match&limit=200');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>().data;
  };

  const ranking = async () => {
    const response = await call(
      owner,
      'GET',
      `/api/proposals/${projectId}/matching-places?limit=100&ufs=${rrStateId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaceMatchesResponse>().data;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    const db = t.database.db;
    const company = await createCustomer(db, { type: 'company' });
    const hall = await createCustomer(db, { type: 'city' });
    const follow = { notificationTypes: ['match'] };
    owner = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: company.id, ...follow })).email,
    );
    cityHall = await signIn(t.app, smtp, (await createUser(db, { customerId: hall.id })).email);
    const boaVista = await cityByCode(db, BOA_VISTA);
    rrStateId = boaVista.state_id;
    projectId = await insertOpportunity(db, {
      customerId: company.id,
      city: boaVista,
      name: 'Fábrica registrada antes dos alertas',
      type: 'company',
      status: 'open',
      createdAt: '2026-11-01T12:00:00Z',
    });
    await db
      .update(proposals)
      .set({
        companyMainActivityCode: '1052000',
        projectCategory: 'implantation',
        projectPreferredUfs: ['RR'],
      })
      .where(eq(proposals.id, projectId));
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stores them at start, once the facts are read, telling no one', async () => {
    await t.app.warm();
    await settled();
    expect(await openProjectsWithoutTop()).toBe(0);
    // Each project's best 10, scored without explanations under its category's weights, are
    // the first 10 of its "Localidades compatíveis" (the demo's projects are of every category,
    // those weighing distance with their companies' establishments).
    const kept = await rows<{ proposal_id: number; city_ids: number[]; tenth_score: number }>(
      t.database.db,
      sql`select proposal_id, city_ids, tenth_score from project_match_tops order by proposal_id`,
    );
    const categories = new Set<string>();
    for (const top of kept) {
      const response = await call(
        owner,
        'GET',
        `/api/proposals/${top.proposal_id}/matching-places?limit=10`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<PlaceMatchesResponse>();
      expect(body.weights.source).toBe('category');
      categories.add(body.project.category);
      expect(top.city_ids, `project ${top.proposal_id}`).toEqual(
        body.data.map((place) => place.city.id),
      );
      expect(top.tenth_score).toBeCloseTo(body.data[9]?.score ?? Number.NaN, 9);
    }
    expect(kept.map((top) => top.proposal_id)).toContain(projectId);
    expect(categories).toEqual(new Set(PROJECT_CATEGORIES));
    expect(
      await count(sql`select count(*)::int as n from notifications
      where category = 'match'`),
    ).toBe(0);
  });

  it('queues each project without stored places once, however many processes start at once', async () => {
    const db = t.database.db;
    // Every stored place lost: as many processes as start at once each queue what is missing.
    await db.execute(sql`delete from project_match_tops`);
    const missing = await openProjectsWithoutTop();
    const queued = await Promise.all(
      Array.from({ length: ON_PG ? 8 : 3 }, () => queueUnevaluated(db)),
    );
    expect(queued.reduce((a, b) => a + b, 0)).toBe(missing);
    expect(
      await count(sql`select count(*)::int as n from (select proposal_id from match_alert_queue
        group by proposal_id having count(*) > 1) twice`),
    ).toBe(0);
    expect(await queueUnevaluated(db)).toBe(0);
    await t.app.warm();
    await settled();
    expect(await openProjectsWithoutTop()).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from notifications
      where category = 'match'`),
    ).toBe(0);
  });

  it('then tells the project’s users when a change brings a place into its best 10', async () => {
    const last = (await ranking()).at(-1);
    if (!last) throw new Error('no ranking');
    expect(last.rank).toBeGreaterThan(10);
    const posted = await call(
      cityHall,
      'POST',
      '/api/proposals',
      strongOpportunity(last.city.id, 'Distrito industrial com incentivos'),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    await settled();
    const [alert, ...more] = await alertsOf(owner);
    expect(more).toEqual([]);
    expect(alert?.message).toBe(
      `Nova localidade entre as 10 mais compatíveis com o seu projeto Fábrica registrada antes dos alertas: ${last.city.name} (RR)`,
    );
  });

  it('stores them again, silently, when a project’s stored places were lost', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from project_match_tops where proposal_id = ${projectId}`);
    await db.execute(sql`update project_match_tops set last_alert_at = null`);
    const last = (await ranking()).at(-1);
    if (!last) throw new Error('no ranking');
    const posted = await call(
      cityHall,
      'POST',
      '/api/proposals',
      strongOpportunity(last.city.id, 'Outro distrito com incentivos'),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    await settled();
    expect(await openProjectsWithoutTop()).toBe(0);
    expect(await alertsOf(owner)).toHaveLength(1);
    const [kept] = await rows<{ city_ids: number[] }>(
      db,
      sql`select city_ids from project_match_tops where proposal_id = ${projectId}`,
    );
    expect(kept?.city_ids).toEqual((await ranking()).slice(0, 10).map((place) => place.city.id));
  });
});
