import type { Role } from '@oportuna/domain';
import { desc, eq } from 'drizzle-orm';
import { activityLogs } from '../src/db/schema/index.ts';
import { createUser } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import type { SmtpCapture } from './smtp-capture.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in person: their id, e-mail and bearer header. */
export type Signed = { id: number; email: string; authorization: string };

/** Helpers of the users API tests over one test app and its SMTP capture. */
export function usersKit(app: () => TestApp, smtp: () => SmtpCapture) {
  const t = () => app();
  return {
    async signed(customerId: number | null, roles: Role[]): Promise<Signed> {
      const person = await createUser(t().database.db, { customerId, roles });
      const { authorization } = await signIn(t().app, smtp(), person.email);
      return { id: person.id, email: person.email, authorization };
    },
    call(
      who: { authorization: string },
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) {
      return t().app.inject({
        method,
        url,
        payload,
        headers: { authorization: who.authorization },
      });
    },
    /** The newest activity-log entries written by `userId`, newest first. */
    async logOf(userId: number) {
      return t()
        .database.db.select({
          action: activityLogs.action,
          description: activityLogs.description,
          metadata: activityLogs.metadata,
        })
        .from(activityLogs)
        .where(eq(activityLogs.userId, userId))
        .orderBy(desc(activityLogs.id));
    },
  };
}

let sequence = 0;
/** A complete user form for a customer, with a unique e-mail. */
export function userForm(customerId: number | null, overrides: Record<string, unknown> = {}) {
  sequence++;
  return {
    name: `Usuária ${sequence}`,
    email: `nova.${Date.now().toString(36)}.${sequence}@teste.dev`,
    password: 'Cajueiro#Azul42',
    property: {
      phone: '(11) 3456-7890',
      mobile_phone: '(11) 98765-4321',
      linkedin: 'https://linkedin.com/in/usuaria',
      facebook: 'https://facebook.com/usuaria',
    },
    roles: ['ROLE_USER'],
    customer_id: customerId,
    ...overrides,
  };
}
