import type { NotificationListResponse } from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { BOA_VISTA, type Who } from '../../../test/matching-fixtures.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { proposals } from '../../db/schema/index.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';
import { createAuditService } from '../audit/audit-service.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { createNotificationEvents } from '../notifications/notification-events.ts';
import { createNotificationsService } from '../notifications/notifications-service.ts';
import { createProposalsService } from '../proposals/proposals-service.ts';
import { createMatchAlerts } from './match-alerts.ts';
import { createMatchingFacts } from './matching-facts.ts';

const ON_PG = Boolean(process.env.DATABASE_URL);

/** Match alerts evaluated by the test itself, beside the app's queue, on one database. */
describe('a project’s match alert evaluated directly', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock(new Date('2026-12-01T12:00:00Z'));
  let owner: Who;
  let customerId = 0;

  const alertsOf = async (who: Who) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?category=match&limit=200',
      headers: who,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>().data;
  };

  /** An open food-industry project of the customer, interested in Roraima. */
  const projectOf = async (name: string) => {
    const db = t.database.db;
    const id = await insertOpportunity(db, {
      customerId,
      city: await cityByCode(db, BOA_VISTA),
      name,
      type: 'company',
      status: 'open',
      createdAt: clock.now().toISOString(),
    });
    await db
      .update(proposals)
      .set({ companyMainActivityCode: '1052000', projectPreferredUfs: ['RR'] })
      .where(eq(proposals.id, id));
    return id;
  };

  /** Match alerts of this test's own, beside the app's, on the same database. */
  const ownAlerts = async () => {
    const db = t.database.db;
    const audit = createAuditService({ db, clock });
    const notifications = createNotificationsService({
      db,
      clock,
      events: createNotificationEvents(),
    });
    const proposalsService = createProposalsService({
      db,
      clock,
      audit,
      notifications,
      fileUrl: createFileUrls({ secret: 'x'.repeat(40), clock }).url,
    });
    const changes = await createChangeFeed(t.database, { warn: () => {}, info: () => {} });
    const facts = createMatchingFacts({ db, proposals: proposalsService, changes });
    const alerts = createMatchAlerts({
      db,
      clock,
      proposals: proposalsService,
      notifications,
      facts,
    });
    return { alerts, facts, close: () => changes.close() };
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    const db = t.database.db;
    customerId = (await createCustomer(db, { type: 'company' })).id;
    const user = await createUser(db, { customerId, notificationTypes: ['match'] });
    owner = await signIn(t.app, smtp, user.email);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers one alert however many evaluations run at once', async () => {
    const _db = t.database.db;
    const { alerts, close } = await ownAlerts();
    const parallelId = await projectOf('Projeto avaliado em paralelo');
    const sent = await Promise.all(
      Array.from({ length: ON_PG ? 8 : 3 }, () => alerts.evaluateProject(parallelId, true)),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const found = (await alertsOf(owner)).filter((n) => n.link === `/proposals/${parallelId}`);
    expect(found).toHaveLength(1);
    await close();
  });

  it('finds whom to tell without a query per user of the customer', async () => {
    const db = t.database.db;
    const { alerts, facts, close } = await ownAlerts();
    const projectId = await projectOf('Fábrica de laticínios do Norte');
    // Statements sent outside a transaction (finding the readers is not in one).
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    let statements = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    /** Statements of one evaluation that tells the project's readers of all its best places. */
    const statementsOfAnAlert = async (told: number) => {
      await db.execute(sql`update project_match_tops set last_alert_at = null
        where proposal_id = ${projectId}`);
      await facts.current();
      const before = statements;
      expect(await alerts.evaluateProject(projectId, true)).toBe(told);
      return statements - before;
    };
    try {
      const few = await statementsOfAnAlert(1);
      for (let i = 0; i < 5; i += 1)
        await createUser(db, { customerId, notificationTypes: ['match'] });
      const many = await statementsOfAnAlert(6);
      expect(many).toBe(few);
    } finally {
      client.query = query;
      await close();
    }
  });
});
