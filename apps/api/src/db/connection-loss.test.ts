import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, createUser } from '../../test/fixtures.ts';
import { adminDatabaseUrl } from '../../test/postgres-admin.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from './open-database.ts';
import { rows } from './rows.ts';

/**
 * The database's connections die under the API (a restart, a failover, pg_terminate_backend):
 * no process may end, every acknowledged write must stay, and both processes must recover by
 * themselves, listening for changes again.
 */
describe.skipIf(!onPostgres())(
  'losing the database connections (PostgreSQL only: PGlite has no server connections to lose)',
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDatabase: Awaited<ReturnType<typeof openDatabase>>;
    let admin: pg.Client;
    let smtp: SmtpCapture;
    let customerId: number;
    let cityId: number;

    /** Ends every server connection to this test's database except the admin's own. */
    const terminateBackends = async () => {
      const result = await admin.query(
        `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return result.rows[0].ended as number;
    };

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      t = await createTestApp({ SMTP_URL: smtp.url });
      otherDatabase = await openDatabase({ kind: 'postgresql', url: t.database.url as string });
      other = await buildApp(t.config, { database: otherDatabase, logger: false });
      await other.ready();
      admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
      customerId = (await createCustomer(t.database.db)).id;
      const [city] = await rows<{ id: number }>(
        t.database.db,
        sql`select id from cities where code = 3506003`,
      );
      cityId = city?.id as number;
    });
    afterAll(async () => {
      await admin.end();
      await other.close();
      await otherDatabase.close();
      await t.close();
      await smtp.close();
    });

    const newOpportunity = (authorization: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/proposals',
        headers: { authorization },
        payload: {
          type: 'city',
          city_id: cityId,
          name,
          description: 'Gravada enquanto as conexões caíam.',
          address: {
            zip: '17010-000',
            street: 'Rua Primeiro de Agosto',
            number: '100',
            neighborhood: 'Centro',
            city_id: cityId,
          },
          contacts: [],
          benefits: [{ type: 'iptu', description: 'Isenção de IPTU' }],
          multimedia: [],
          visibility: 'restrict',
        },
      });

    it('answers 503 in the error shape while the database is away, and serves again when it returns', async () => {
      const user = await createUser(t.database.db, { customerId });
      const { authorization } = await signIn(t.app, smtp, user.email);
      const name = new URL(t.database.url as string).pathname.slice(1);
      const server = new pg.Client({
        connectionString: adminDatabaseUrl(t.database.url as string),
      });
      await server.connect();
      await server.query(`alter database ${name} allow_connections false`);
      try {
        await terminateBackends();
        for (const url of ['/api/health', '/api/cities', '/api/user']) {
          const away = await t.app.inject({ method: 'GET', url, headers: { authorization } });
          expect(away.statusCode, url).toBe(503);
          expect(away.headers['retry-after']).toBe('5');
          expect(away.json()).toEqual({
            message:
              'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
            code: 'service_unavailable',
          });
        }
      } finally {
        await server.query(`alter database ${name} allow_connections true`);
        await server.end();
      }
      const back = await t.app.inject({
        method: 'GET',
        url: '/api/cities',
        headers: { authorization },
      });
      expect(back.statusCode).toBe(200);
    });

    it('answers 503 while connections die, keeps every acknowledged write, and recovers by itself', async () => {
      const user = await createUser(t.database.db, { customerId, roles: ['ROLE_ADMIN'] });
      const { authorization } = await signIn(t.app, smtp, user.email);
      const answers: { name: string; status: number; id?: number; body: string }[] = [];
      const writes = (async () => {
        for (let n = 0; n < 60; n++) {
          const name = `Oportunidade durante a queda ${n}`;
          const answer = await newOpportunity(authorization, name);
          answers.push({
            name,
            status: answer.statusCode,
            id: answer.json().id,
            body: answer.body,
          });
        }
      })();
      let ended = 0;
      for (let round = 0; round < 6; round++) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        ended += await terminateBackends();
      }
      await writes;
      expect(ended).toBeGreaterThan(0);

      const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
      expect(unexpected).toEqual([]);
      for (const refused of answers.filter((a) => a.status === 503)) {
        expect(JSON.parse(refused.body)).toEqual({
          message:
            'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
          code: 'service_unavailable',
        });
      }
      const acknowledged = answers.filter((a) => a.status === 201);
      const stored = await rows<{ id: number; name: string }>(
        t.database.db,
        sql`select id, name from proposals where name like 'Oportunidade durante a queda %'`,
      );
      const storedIds = new Map(stored.map((row) => [row.id, row.name]));
      for (const answer of acknowledged)
        expect(storedIds.get(answer.id as number)).toBe(answer.name);

      // Both processes are still here and answer again without being restarted.
      for (const app of [t.app, other]) {
        await vi.waitFor(
          async () =>
            expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200),
          { timeout: 5_000 },
        );
      }
      // No connection was lost for good: more writes than the pool holds all go through.
      for (let n = 0; n < 8; n++) {
        expect((await newOpportunity(authorization, `Depois da queda ${n}`)).statusCode).toBe(201);
      }
    });

    it('listens for changes again after losing its connection: a sign-out elsewhere applies at once', async () => {
      const user = await createUser(t.database.db, { customerId });
      const { authorization } = await signIn(t.app, smtp, user.email);
      const whoAmI = () =>
        other.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
      expect((await whoAmI()).statusCode).toBe(200);

      expect(await terminateBackends()).toBeGreaterThan(0);
      // Give the listening connection time to come back (it retries within a second).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } }))
          .statusCode,
      ).toBe(204);
      // Without listening again, `other` would trust its remembered session for 10 seconds.
      await vi.waitFor(async () => expect((await whoAmI()).statusCode).toBe(401), {
        timeout: 1_000,
        interval: 50,
      });
    });

    it('drops what it remembered when it reconnects: changes notified meanwhile were lost', async () => {
      const user = await createUser(t.database.db, { customerId });
      const { authorization } = await signIn(t.app, smtp, user.email);
      const whoAmI = () =>
        other.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
      expect((await whoAmI()).statusCode).toBe(200);

      expect(await terminateBackends()).toBeGreaterThan(0);
      // While `other` is not listening, the user is switched off through the product elsewhere.
      await admin.query('update users set is_active = false where id = $1', [user.id]);
      await admin.query(`select pg_notify('oportuna_changes', $1)`, [
        JSON.stringify({ origin: 'elsewhere', change: { topic: 'sessions', userId: user.id } }),
      ]);
      await vi.waitFor(async () => expect((await whoAmI()).statusCode).toBe(401), {
        timeout: 3_000,
        interval: 100,
      });
    });
  },
);
