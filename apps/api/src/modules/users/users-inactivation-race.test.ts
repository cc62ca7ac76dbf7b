import { MESSAGES } from '@oportuna/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { onPostgres } from '../../../test/test-database.ts';
import { type Signed, userForm, usersKit } from '../../../test/users-kit.ts';
import { users } from '../../db/schema/index.ts';

/**
 * A bulk inactivation checks its selection, then writes under its customers' locks. A user
 * moved to another customer in between must not be inactivated by what was checked before:
 * the superadmin's move is made to land exactly there, by holding the customer's lock from
 * another connection until both requests wait on it.
 */
describe.skipIf(!onPostgres())(
  'bulk inactivation racing a change of customer (PostgreSQL only: PGlite runs one statement at a time)',
  () => {
    let t: TestApp;
    let smtp: SmtpCapture;
    let holder: pg.Client;
    const kit = usersKit(
      () => t,
      () => smtp,
    );
    let own: { id: number };
    let other: { id: number };
    let superadmin: Signed;
    let admin: Signed;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      t = await createTestApp({ SMTP_URL: smtp.url });
      holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      own = await createCustomer(t.database.db, { name: 'Prefeitura Própria' });
      other = await createCustomer(t.database.db, { name: 'Prefeitura Alheia' });
      superadmin = await kit.signed(null, ['ROLE_SUPERADMIN']);
      admin = await kit.signed(own.id, ['ROLE_ADMIN']);
    });
    afterAll(async () => {
      await holder.end();
      await t.close();
      await smtp.close();
    });

    /** Resolves once `count` other connections of this database wait for a lock. */
    async function waitersOnLocks(count: number) {
      for (let tries = 0; tries < 1000; tries++) {
        // Inside a transaction the statistics views keep their first snapshot: take a new one.
        await holder.query('select pg_stat_clear_snapshot()');
        const result = await holder.query(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (result.rows[0].waiting >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`${count} requests never waited on the customer's lock`);
    }

    /**
     * The superadmin moves `userId` to the other customer while `who` inactivates it: both
     * wait on the customer's lock, the move first, so it commits just before the inactivation
     * reads the selection again.
     */
    async function inactivateWhileMoved(who: Signed, userId: number, selection: number[]) {
      await holder.query('begin');
      await holder.query('select id from customers where id = $1 for update', [own.id]);
      // An injected request starts when it is awaited: `then` sends it now.
      const move = kit
        .call(superadmin, 'PUT', `/api/users/${userId}`, userForm(other.id))
        .then((answer) => answer);
      await waitersOnLocks(1);
      const inactivation = kit
        .call(who, 'POST', '/api/users/inactivateMany', { ids: selection })
        .then((answer) => answer);
      await waitersOnLocks(2);
      await holder.query('commit');
      const moved = await move;
      expect(moved.statusCode, moved.body).toBeLessThan(300);
      return inactivation;
    }

    const stateOf = async (id: number) => {
      const [row] = await t.database.db
        .select({ isActive: users.isActive, customerId: users.customerId })
        .from(users)
        .where(eq(users.id, id));
      return row;
    };

    it("refuses an admin's selection whole when one of its users has just moved to another customer", async () => {
      const leaving = await createUser(t.database.db, { customerId: own.id });
      const staying = await createUser(t.database.db, { customerId: own.id });
      const answer = await inactivateWhileMoved(admin, leaving.id, [staying.id, leaving.id]);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toBe('user_not_found');
      expect(await stateOf(leaving.id)).toEqual({ isActive: true, customerId: other.id });
      expect(await stateOf(staying.id)).toEqual({ isActive: true, customerId: own.id });
    });

    it("refuses the superadmin's selection whole when a user changed customer since it was read", async () => {
      const moving = await createUser(t.database.db, { customerId: own.id });
      const staying = await createUser(t.database.db, { customerId: own.id });
      const answer = await inactivateWhileMoved(superadmin, moving.id, [moving.id, staying.id]);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'users_selection_changed',
        message: MESSAGES.users.selectionChanged,
      });
      expect(await stateOf(moving.id)).toEqual({ isActive: true, customerId: other.id });
      expect(await stateOf(staying.id)).toEqual({ isActive: true, customerId: own.id });
      const again = await kit.call(superadmin, 'POST', '/api/users/inactivateMany', {
        ids: [moving.id, staying.id],
      });
      expect(again.statusCode).toBe(204);
    });
  },
);
