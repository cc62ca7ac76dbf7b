import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, passwordResetTokens, users } from '../../db/schema/index.ts';

/** The account behind a sign-in or reset e-mail (already trimmed and lower-cased). */
export async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      customerId: users.customerId,
      customerActive: customers.isActive,
      contractVersion: customers.contractVersion,
      contractAcceptedAt: customers.contractAcceptedAt,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(sql`lower(${users.email}) = ${email}`);
  return account;
}

export async function findUserEmail(db: Db, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

export async function findUserCustomerId(db: Db, userId: number) {
  const [user] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, userId));
  return user?.customerId ?? null;
}

/** The signed-in user with their customer's whitelabel look and terms acceptance. */
export async function findCurrentUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      isActive: users.isActive,
      photo: users.photo,
      occupation: users.occupation,
      roles: users.roles,
      property: users.property,
      notificationTypes: users.notificationTypes,
      notificationCustomers: users.notificationCustomers,
      customerId: customers.id,
      customerName: customers.name,
      customerType: customers.type,
      customerCityId: customers.cityId,
      customerStateId: customers.stateId,
      customerActive: customers.isActive,
      logo: customers.logo,
      backgroundBanner: customers.backgroundBanner,
      mapColor: customers.mapColor,
      contractVersion: customers.contractVersion,
      contractAcceptedAt: customers.contractAcceptedAt,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  return row;
}

export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUser>>>;

const liveLink = (tokenHash: string, now: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The e-mail of the account an unused, unexpired reset link belongs to. */
export async function findResetLinkEmail(db: Db, tokenHash: string, now: string) {
  const [pending] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveLink(tokenHash, now));
  return pending?.email;
}

/**
 * Uses a reset link to set the password, exactly once: the statement that marks the link
 * used is the only check that counts, so of parallel requests with one link, one finds it
 * unused. Answers the account's id, or null when the link was not live.
 */
export async function setPasswordWithResetLink(
  db: Db,
  change: { tokenHash: string; passwordHash: string; now: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: change.now })
      .where(liveLink(change.tokenHash, change.now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({
        passwordHash: change.passwordHash,
        passwordChangedAt: change.now,
        updatedAt: change.now,
      })
      .where(eq(users.id, used.userId));
    return used.userId;
  });
}
