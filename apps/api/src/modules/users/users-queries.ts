import type { CustomerType, Role, UsersQuery } from '@oportuna/domain';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, sessions, type UserProperty, users } from '../../db/schema/index.ts';
import { containsText, readingOrder } from '../../lib/sql/text-search.ts';

/** A user as the administration screens show it, with its customer. */
export type UserRow = {
  id: number;
  name: string;
  username: string | null;
  email: string;
  isActive: boolean;
  roles: Role[];
  property: UserProperty;
  customerId: number | null;
  customerName: string | null;
  customerType: CustomerType | null;
  customerActive: boolean | null;
  createdAt: string;
};

const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  isActive: users.isActive,
  roles: users.roles,
  property: users.property,
  customerId: users.customerId,
  customerName: customers.name,
  customerType: customers.type,
  customerActive: customers.isActive,
  createdAt: users.createdAt,
};

/** Whose users a list may show: every customer's (null) or one customer's. */
export type UsersScope = { customerId: number | null };

function filtersOf(scope: UsersScope, query: Pick<UsersQuery, 'name' | 'customer_id'>) {
  // Inactivated users leave the list: inactivation is how the screen deletes them.
  const list: SQL[] = [eq(users.isActive, true)];
  if (scope.customerId !== null) list.push(eq(users.customerId, scope.customerId));
  if (query.customer_id !== undefined) list.push(eq(users.customerId, query.customer_id));
  if (query.name) {
    const matches = or(containsText(users.name, query.name), containsText(users.email, query.name));
    if (matches) list.push(matches);
  }
  return and(...list);
}

const SORT_COLUMNS = { email: sql`lower(${users.email})` } as const;

function orderOf(sort: UsersQuery['sort']): SQL[] {
  const order = (sort ?? []).flatMap(({ key, order: direction }) => {
    // Names as read (decision 0027): accents and case do not move a name.
    if (key === 'name') return readingOrder(users.name, direction);
    const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
    if (!column) return [];
    return [direction === 'desc' ? desc(column) : asc(column)];
  });
  // Alphabetical by default; the id breaks ties, so pages never repeat or skip a row.
  return [...(order.length > 0 ? order : readingOrder(users.name, 'asc')), asc(users.id)];
}

function selectUsers(db: Db) {
  return db.select(userColumns).from(users).leftJoin(customers, eq(customers.id, users.customerId));
}

export async function listUsers(
  db: Db,
  scope: UsersScope,
  query: UsersQuery,
  page: { limit: number; offset: number },
): Promise<UserRow[]> {
  const found = await selectUsers(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderOf(query.sort))
    .limit(page.limit)
    .offset(page.offset);
  return found as UserRow[];
}

export async function countUsers(db: Db, scope: UsersScope, query: UsersQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(filtersOf(scope, query));
  return row?.count ?? 0;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row as UserRow | undefined;
}

export async function findUsers(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return (await selectUsers(db).where(inArray(users.id, ids)).orderBy(asc(users.id))) as UserRow[];
}

/** The user holding an e-mail, compared without case; locked when `lock` (inside a transaction). */
export async function findUserByEmail(
  db: Db,
  email: string,
  lock = false,
): Promise<UserRow | undefined> {
  const statement = db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const [holder] = lock ? await statement.for('update') : await statement;
  return holder ? findUser(db, holder.id) : undefined;
}

export async function findCustomerForUsers(db: Db, id: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

/** The active customers a user may be linked to: all of them, or only `onlyId`. */
export async function listCustomerOptions(db: Db, onlyId: number | null | undefined) {
  const conditions: SQL[] = [eq(customers.isActive, true)];
  if (onlyId !== undefined)
    conditions.push(onlyId === null ? sql`false` : eq(customers.id, onlyId));
  return db
    .select({ id: customers.id, name: customers.name, type: customers.type })
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(customers.type), ...readingOrder(customers.name, 'asc'), asc(customers.id));
}

export type UserValues = {
  name: string;
  email: string;
  property: UserProperty;
  roles: Role[];
  customerId: number | null;
};

/** Inserts a user; null when the e-mail is already taken (the unique index decides races). */
export async function insertUser(
  db: Db,
  values: UserValues & { passwordHash: string; passwordChangedAt: string | null; at: string },
): Promise<number | null> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(users)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<UserValues> & {
    passwordHash?: string;
    passwordChangedAt?: string;
    isActive?: boolean;
    inactivatedAt?: string | null;
    at: string;
  },
): Promise<void> {
  const { at, ...rest } = values;
  await db
    .update(users)
    .set({ ...rest, updatedAt: at })
    .where(eq(users.id, id));
}

/**
 * Locks customers' rows for the rest of the transaction, in id order (no deadlock between two
 * writers): the last-admin check and the write that follows it see no parallel change.
 */
export async function lockCustomers(db: Db, ids: number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted) {
    await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  }
}

/** Active admins of the customer, leaving out `except`. */
export async function countActiveAdmins(
  db: Db,
  customerId: number,
  except: number[],
): Promise<number> {
  const conditions: SQL[] = [
    eq(users.customerId, customerId),
    eq(users.isActive, true),
    sql`'ROLE_ADMIN' = any(${users.roles})`,
  ];
  if (except.length > 0) conditions.push(notInArray(users.id, except));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** Inactivates the users; their sessions end in the same transaction. */
export async function inactivateUsers(db: Db, ids: number[], at: string): Promise<void> {
  await db
    .update(users)
    .set({ isActive: false, inactivatedAt: at, updatedAt: at })
    .where(inArray(users.id, ids));
  await revokeSessions(db, ids, { at, reason: 'user_inactivated' });
}

/** Ends the users' open sessions, but `keep` (the caller's own, when they edit themselves). */
export async function revokeSessions(
  db: Db,
  userIds: number[],
  revoke: { at: string; reason: string; keep?: string },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where(
      and(
        inArray(sessions.userId, userIds),
        isNull(sessions.revokedAt),
        revoke.keep ? ne(sessions.id, revoke.keep) : undefined,
      ),
    );
}

/** Whether a unique-index violation is the one of the users' e-mail. */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === 'users_email_key' || constraint === undefined);
}
