import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { passwordResetTokens, users } from '../db/schema/index.ts';
import { addMinutes, type Clock } from './clock.ts';

/** How a link's token is kept: only its hash is stored, so the table cannot be replayed. */
export const passwordLinkHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use links that let a person choose a password (`/auth/forgot-password?token=`): the
 * reset a user asks for, and the welcome link of a user created without one. Issuing a link
 * voids the account's older unused ones; POST /api/change-password consumes it.
 */
export function createPasswordLinks({
  db,
  clock,
  publicUrl,
}: {
  db: Db;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    /** A new link for the account, valid for `validMinutes`; answers its address. */
    async issue(userId: number, validMinutes: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await replacePasswordLink(db, {
        userId,
        tokenHash: passwordLinkHash(token),
        expiresAt: addMinutes(now, validMinutes).toISOString(),
        createdAt: now.toISOString(),
      });
      return `${publicUrl}/auth/forgot-password?token=${token}`;
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;

/**
 * Replaces the account's unused links with a new one. Parallel requests for one account
 * queue on the user row's lock, so exactly one link stays live.
 */
async function replacePasswordLink(
  db: Db,
  link: { userId: number; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('update');
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values(link);
  });
}
