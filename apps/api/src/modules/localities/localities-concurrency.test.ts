import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import {
  BELO_HORIZONTE,
  cityHallOf,
  type PlaceIds,
  placeOf,
} from '../../../test/locality-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { activityLogs, locations } from '../../db/schema/index.ts';

/** Parallel writes to one locality; meaningful on PostgreSQL (PGlite runs one at a time). */
describe('enabling and saving a locality in parallel', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let home: PlaceIds;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    home = await placeOf(t.database.db, BELO_HORIZONTE);
    const hall = await cityHallOf(t.database.db, home);
    const admin = await createUser(t.database.db, { customerId: hall.id, roles: ['ROLE_ADMIN'] });
    ({ authorization } = await signIn(t.app, smtp, admin.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization } });

  it('creates one profile row and one log entry for 12 parallel enables (double clicks)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? 'PUT' : 'POST', `/api/locations/${BELO_HORIZONTE}/enable`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const created = await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.cityId, home.cityId));
    expect(created).toHaveLength(1);
    const logged = await t.database.db
      .select({ id: activityLogs.id })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.action, 'locality.enabled'),
          sql`${activityLogs.metadata}->>'code' = ${String(BELO_HORIZONTE)}`,
        ),
      );
    expect(logged).toHaveLength(1);
  });

  it('never interleaves parallel saves: the profile is one save whole', async () => {
    const saves = Array.from({ length: 10 }, (_, i) => ({
      description: `Versão ${i}`,
      benefits: [{ type: 'outros', description: `Incentivo ${i}` }],
      contacts: [{ name: `Contato ${i}`, phone: '3132774000' }],
      vocations: [{ description: i % 2 ? 'Comércio' : 'Agronegócio' }],
    }));
    const answers = await Promise.all(
      saves.map((payload) => call('PUT', `/api/locations/${BELO_HORIZONTE}`, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(saves.map(() => 200));
    const [profile] = await rows<{
      description: string;
      benefit: string;
      contact: string;
      n: number;
    }>(
      t.database.db,
      sql`select l.description,
            (select string_agg(description, ',') from location_benefits where location_id = l.id) as benefit,
            (select string_agg(name, ',') from location_contacts where location_id = l.id) as contact,
            (select count(*)::int from location_vocations where location_id = l.id) as n
          from locations l where l.city_id = ${home.cityId}`,
    );
    const version = profile?.description.replace('Versão ', '');
    expect(profile).toEqual({
      description: `Versão ${version}`,
      benefit: `Incentivo ${version}`,
      contact: `Contato ${version}`,
      n: 1,
    });
  });
});
