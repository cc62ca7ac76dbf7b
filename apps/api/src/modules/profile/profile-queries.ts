import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  customers,
  files,
  sessions,
  type UserEmailSettings,
  users,
} from '../../db/schema/index.ts';
import { readingOrder } from '../../lib/sql/text-search.ts';

/** The signed-in user's own data as the profile forms edit it. */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      photo: users.photo,
      occupation: users.occupation,
      property: users.property,
      notificationTypes: users.notificationTypes,
      notificationCustomers: users.notificationCustomers,
      emailSettings: users.emailSettings,
      customerId: customers.id,
      customerName: customers.name,
      customerType: customers.type,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** What a password change checks against, and where security e-mails go. */
export async function findCredentials(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      emailSettings: users.emailSettings,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether `path` is a photo upload (purpose 'photo') this user sent. */
export async function isOwnPhotoUpload(db: Db, path: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ path: files.path })
    .from(files)
    .where(
      and(eq(files.path, path), eq(files.purpose, 'photo'), eq(files.uploadedByUserId, userId)),
    );
  return row !== undefined;
}

/**
 * Name, e-mail, photo, phone and mobile phone; the other keys of `property` (linkedin,
 * facebook) stay as they are. A taken e-mail fails on the unique index of lower(email).
 */
export async function updatePersonalInformation(
  db: Db,
  userId: number,
  values: {
    name: string;
    email: string;
    photo: string | null;
    phone: string | null;
    mobilePhone: string;
    at: string;
  },
) {
  const changes = JSON.stringify({ phone: values.phone, mobile_phone: values.mobilePhone });
  await db
    .update(users)
    .set({
      name: values.name,
      email: values.email,
      photo: values.photo,
      property: sql`${users.property} || ${changes}::jsonb`,
      updatedAt: values.at,
    })
    .where(eq(users.id, userId));
}

export async function updateUsername(db: Db, userId: number, username: string, at: string) {
  await db.update(users).set({ username, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * Sets the new password only if the stored one is still the one just verified: of parallel
 * changes, one wins and the others change nothing. False when it lost.
 */
export async function replacePassword(
  db: Db,
  change: { userId: number; verifiedHash: string; newHash: string; at: string },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: change.newHash, passwordChangedAt: change.at, updatedAt: change.at })
    .where(and(eq(users.id, change.userId), eq(users.passwordHash, change.verifiedHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Ends every open session of the user but the one given (the change feed tells every process). */
export async function revokeOtherSessions(
  db: Db,
  revoke: { userId: number; keepSessionId: string; at: string; reason: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where(
      and(
        eq(sessions.userId, revoke.userId),
        ne(sessions.id, revoke.keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  values: { types: string[]; customerIds: number[]; at: string },
) {
  await db
    .update(users)
    .set({
      notificationTypes: values.types,
      notificationCustomers: values.customerIds,
      updatedAt: values.at,
    })
    .where(eq(users.id, userId));
}

export async function updateEmailSettings(
  db: Db,
  userId: number,
  settings: UserEmailSettings,
  at: string,
) {
  await db
    .update(users)
    .set({ emailSettings: settings, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The active customers one may follow, by name. */
export function listActiveCustomers(db: Db) {
  return db
    .select({ id: customers.id, name: customers.name, type: customers.type })
    .from(customers)
    .where(eq(customers.isActive, true))
    .orderBy(...readingOrder(customers.name, 'asc'), asc(customers.id));
}

/** Of `ids`, those of active customers, with their names. */
export function findActiveCustomers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(inArray(customers.id, ids), eq(customers.isActive, true)));
}

/** Whether an error is the unique index of users' e-mails. */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === 'users_email_key' || constraint === undefined);
}
