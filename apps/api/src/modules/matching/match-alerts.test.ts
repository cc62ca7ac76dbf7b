import type {
  NotificationListResponse,
  PlaceMatchesResponse,
  ProjectMatchesResponse,
} from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { cityHallOf, placeOf } from '../../../test/locality-fixtures.ts';
import { strongOpportunity } from '../../../test/matching-fixtures.ts';
import { cityByCode } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { rows } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';

type Who = { authorization: string };

const ALERT = /entre as 10 mais compatíveis com o seu projeto/;
const _ON_PG = Boolean(process.env.DATABASE_URL);

describe('match alerts', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-12-01T12:00:00Z'));
  let owner: Who;
  let quiet: Who;
  let stranger: Who;
  let cityHall: Who;
  let ownerEmail = '';
  let quietEmail = '';
  let strangerEmail = '';
  let inactiveId = 0;
  let projectId = 0;
  let rrStateId = 0;

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

  const alertsOf = async (who: Who) => {
    const response = await call(who, 'GET', '/api/notifications?category=match&limit=200');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>().data;
  };

  /** Waits until every queued evaluation has run (they run after the answer). */
  const settled = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from match_alert_queue`,
      );
      if (left?.n === 0) return;
      if (Date.now() > deadline) throw new Error('match evaluations still queued');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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

  /**
   * The best 10 kept for the project (scores only) are the first 10 of its "Localidades
   * compatíveis" (explained), with the 10th score.
   */
  const expectKeptTopIsRanking = async () => {
    const [kept] = await rows<{ city_ids: number[]; tenth_score: number | null }>(
      t.database.db,
      sql`select city_ids, tenth_score from project_match_tops where proposal_id = ${projectId}`,
    );
    const top = (await ranking()).slice(0, 10);
    expect(kept?.city_ids).toEqual(top.map((place) => place.city.id));
    expect(kept?.tenth_score).toBeCloseTo(top[9]?.score ?? Number.NaN, 9);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    const db = t.database.db;
    const company = await createCustomer(db, { type: 'company' });
    const other = await createCustomer(db, { type: 'company' });
    const hall = await createCustomer(db, { type: 'city' });
    const follow = { notificationTypes: ['company', 'match'] };
    const ownerUser = await createUser(db, { customerId: company.id, ...follow });
    const quietUser = await createUser(db, {
      customerId: company.id,
      notificationTypes: ['company'],
    });
    const inactive = await createUser(db, { customerId: company.id, ...follow });
    const strangerUser = await createUser(db, { customerId: other.id, ...follow });
    const hallUser = await createUser(db, { customerId: hall.id });
    ownerEmail = ownerUser.email;
    quietEmail = quietUser.email;
    strangerEmail = strangerUser.email;
    inactiveId = inactive.id;
    await db
      .update(users)
      .set({ emailSettings: sql`${users.emailSettings} || '{"emailNotification": true}'::jsonb` })
      .where(sql`${users.customerId} in (${company.id}, ${other.id})`);
    owner = await signIn(t.app, smtp, ownerUser.email);
    quiet = await signIn(t.app, smtp, quietUser.email);
    stranger = await signIn(t.app, smtp, strangerUser.email);
    cityHall = await signIn(t.app, smtp, hallUser.email);
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactiveId));
    rrStateId = (await cityByCode(db, 1_400_100)).state_id;
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells the customer’s users who follow the kind of the best places of a new project', async () => {
    const created = await call(owner, 'POST', '/api/proposals', {
      type: 'company',
      name: 'Fábrica de laticínios do Norte',
      project: {
        total: 8_000_000,
        required_investment: 3_000_000,
        description: 'Nova fábrica de laticínios.',
        category: 'implantation',
        required_area_m2: null,
        preferred_ufs: ['RR'],
        company: {
          name: 'LATICÍNIOS DO NORTE LTDA',
          federal_tax_id: '11222333000181',
          main_activity: '1052000',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    projectId = created.json<{ id: number }>().id;
    await settled();
    const [alert, ...more] = await alertsOf(owner);
    expect(more).toEqual([]);
    expect(alert?.message).toMatch(
      /^Novas localidades entre as 10 mais compatíveis com o seu projeto Fábrica de laticínios do Norte: .+ \(RR\)/,
    );
    expect(alert?.link).toBe(`/proposals/${projectId}`);
    const top = (await ranking()).slice(0, 10);
    for (const place of top) expect(alert?.message).toContain(`${place.city.name} (RR)`);
    await expectKeptTopIsRanking();
    const mail = await smtp.nthTo(ownerEmail, 1, ALERT);
    expect(mail.body).toContain(`/proposals/${projectId}`);
    // Not who turned the kind off, nor an inactive user, nor another customer's users.
    expect(await alertsOf(quiet)).toEqual([]);
    expect(await alertsOf(stranger)).toEqual([]);
    const [inactive] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${inactiveId}`,
    );
    expect(inactive?.n).toBe(0);
    expect(smtp.countTo(quietEmail, ALERT)).toBe(0);
    expect(smtp.countTo(strangerEmail, ALERT)).toBe(0);
  });

  it('tells them once a day when a public opportunity brings a place into the best 10', async () => {
    // The first alert went out a day ago.
    await t.database.db.execute(sql`update project_match_tops
      set last_alert_at = last_alert_at - interval '1 day' where proposal_id = ${projectId}`);
    const before = await ranking();
    const last = before.at(-1);
    const nextToLast = before.at(-2);
    if (!last || !nextToLast) throw new Error('no ranking');
    expect(last.rank).toBeGreaterThan(10);
    const posted = await call(
      cityHall,
      'POST',
      '/api/proposals',
      strongOpportunity(last.city.id, 'Distrito industrial com incentivos'),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    await settled();
    const after = await ranking();
    expect(after.findIndex((p) => p.city.id === last.city.id)).toBeLessThan(10);
    await expectKeptTopIsRanking();
    const alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]?.message).toBe(
      `Nova localidade entre as 10 mais compatíveis com o seu projeto Fábrica de laticínios do Norte: ${last.city.name} (RR)`,
    );
    await smtp.nthTo(ownerEmail, 2, ALERT);
    expect(await alertsOf(quiet)).toEqual([]);
    expect(await alertsOf(stranger)).toEqual([]);

    // The place's owners see the project among theirs, page after page.
    const listed: number[] = [];
    for (let page = 1; ; page++) {
      const theirs = await call(
        cityHall,
        'GET',
        `/api/cities/${last.city.id}/matching-projects?limit=100&page=${page}`,
      );
      expect(theirs.statusCode, theirs.body).toBe(200);
      const found = theirs.json<ProjectMatchesResponse>().data;
      listed.push(...found.map((entry) => entry.proposal.id));
      if (found.length < 100) break;
    }
    expect(listed).toContain(projectId);

    // A second place brought in the same day: no second alert.
    const again = await call(
      cityHall,
      'POST',
      '/api/proposals',
      strongOpportunity(nextToLast.city.id, 'Segundo distrito com incentivos'),
    );
    expect(again.statusCode, again.body).toBe(201);
    await settled();
    const later = await ranking();
    expect(later.findIndex((p) => p.city.id === nextToLast.city.id)).toBeLessThan(10);
    expect(await alertsOf(owner)).toHaveLength(2);
    expect(smtp.countTo(ownerEmail, ALERT)).toBe(2);
  });

  it('tells them when a locality profile brings a place into the best 10', async () => {
    const db = t.database.db;
    await db.execute(sql`update project_match_tops
      set last_alert_at = last_alert_at - interval '1 day' where proposal_id = ${projectId}`);
    const last = (await ranking()).at(-1);
    if (!last) throw new Error('no ranking');
    expect(last.rank).toBeGreaterThan(10);
    const hall = await cityHallOf(db, await placeOf(db, last.city.code));
    const hallAdmin = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: hall.id, roles: ['ROLE_ADMIN'] })).email,
    );
    const at = `/api/locations/${last.city.code}`;
    expect((await call(hallAdmin, 'POST', `${at}/enable`)).statusCode).toBe(201);
    const saved = await call(hallAdmin, 'PUT', at, {
      vocations: [{ description: 'Indústria alimentícia' }],
      benefits: strongOpportunity(last.city.id, '').benefits,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await settled();
    const after = await ranking();
    expect(after.findIndex((p) => p.city.id === last.city.id)).toBeLessThan(10);
    const [alert] = await alertsOf(owner);
    expect(alert?.message).toBe(
      `Nova localidade entre as 10 mais compatíveis com o seu projeto Fábrica de laticínios do Norte: ${last.city.name} (RR)`,
    );
    expect(await alertsOf(owner)).toHaveLength(3);
    expect(await alertsOf(quiet)).toEqual([]);
    await expectKeptTopIsRanking();
  });
});
