import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/db/rows.ts';
import { customers } from '../src/db/schema/index.ts';
import { createCustomer, createUser } from './fixtures.ts';
import { cityByCode, insertOpportunity } from './proposal-fixtures.ts';
import { signIn } from './sign-in.ts';
import type { SmtpCapture } from './smtp-capture.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in person: id, e-mail, customer and bearer header. */
export type Person = {
  id: number;
  email: string;
  customerId: number | null;
  authorization: string;
};

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * The cast of the interests tests: an owner company with an opportunity (an editor, a user who
 * may not edit opportunities), an interested company (two users), a third company's user, the
 * superadmin, and a city hall for a city.
 */
export async function interestsCast(t: TestApp, smtp: SmtpCapture) {
  const db = t.database.db;
  const follow = { notificationTypes: ['interest'] };
  const person = async (
    customerId: number | null,
    extra: Partial<Parameters<typeof createUser>[1]> = {},
  ): Promise<Person> => {
    const user = await createUser(db, { customerId, ...follow, ...extra });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { id: user.id, email: user.email, customerId, authorization };
  };
  const ownerCustomer = await createCustomer(db, { type: 'company', name: 'Dona do Projeto S.A.' });
  const interestedCustomer = await createCustomer(db, {
    type: 'company',
    name: 'Interessada Ltda',
  });
  const thirdCustomer = await createCustomer(db, { type: 'company', name: 'Terceira ME' });
  const owner = await person(ownerCustomer.id, { roles: ['ROLE_ADMIN'] });
  const ownerViewer = await person(ownerCustomer.id);
  await db.execute(sql`update users set can_edit_proposals = false where id = ${ownerViewer.id}`);
  const interested = await person(interestedCustomer.id);
  const colleague = await person(interestedCustomer.id);
  const third = await person(thirdCustomer.id);
  const superadmin = await person(null, { roles: ['ROLE_SUPERADMIN'] });
  const city = await cityByCode(db, 3506003);
  const proposalId = await insertOpportunity(db, {
    name: 'Fábrica de <b>baterias</b>',
    type: 'company',
    status: 'open',
    customerId: ownerCustomer.id,
    city,
    createdAt: '2026-05-02T12:00:00Z',
  });
  const [free] = await rows<{ id: number }>(
    db,
    sql`select id from cities where id not in
          (select city_id from customers where type = 'city' and city_id is not null)
        order by id limit 2`,
  );
  const hall = await createCustomer(db, { type: 'city', name: 'Prefeitura de Teste' });
  await db
    .update(customers)
    .set({ cityId: free?.id as number })
    .where(eq(customers.id, hall.id));
  const hallUser = await person(hall.id);
  return {
    ownerCustomer,
    interestedCustomer,
    thirdCustomer,
    owner,
    ownerViewer,
    interested,
    colleague,
    third,
    superadmin,
    proposalId,
    hall,
    hallUser,
    hallCityId: free?.id as number,
  };
}

export type Cast = Awaited<ReturnType<typeof interestsCast>>;

/** Calls of the interests API as one person (or nobody). */
export function interestsCalls(t: () => TestApp) {
  const call = (who: Person | null, method: Method, url: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: who.authorization } : {},
    });
  return {
    call,
    open: (who: Person, body: object) => call(who, 'POST', '/api/interests', body),
    send: (who: Person, id: number, body: string, extra: object = {}) =>
      call(who, 'POST', `/api/interests/${id}/messages`, {
        body,
        client_key: randomUUID(),
        ...extra,
      }),
    messages: (who: Person | null, id: number) => call(who, 'GET', `/api/interests/${id}/messages`),
  };
}

/** Removes every interest (and its thread) of the test's private database. */
export async function removeAllInterests(db: Db) {
  await db.execute(sql`delete from interests`);
  await db.execute(sql`delete from attempt_limits where scope like 'interest_%'`);
}
