import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  files,
  interestMailThrottle,
  interestMessageFiles,
  interestMessages,
  interestReads,
  interests,
  users,
} from '../../db/schema/index.ts';
import { meetsUploadRule } from '../../lib/sql/stored-upload.ts';

const m = interestMessages;

/**
 * Writes a message unless its author already sent one with the same client key in the
 * thread: one statement against the unique index, so a double submit writes one. Answers the
 * new id, or null for a repeat.
 */
export async function insertMessage(db: Db, values: typeof interestMessages.$inferInsert) {
  const [inserted] = await db
    .insert(m)
    .values(values)
    .onConflictDoNothing({ target: [m.interestId, m.authorUserId, m.clientKey] })
    .returning({ id: m.id });
  return inserted?.id ?? null;
}

/** The message a repeated submit stands for. */
export async function findMessageIdByClientKey(
  db: Db,
  key: { interestId: number; authorUserId: number; clientKey: string },
) {
  const [found] = await db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        eq(m.interestId, key.interestId),
        eq(m.authorUserId, key.authorUserId),
        eq(m.clientKey, key.clientKey),
      ),
    );
  return found?.id ?? null;
}

/**
 * Attaches an upload of the author's, sent for interests and meeting that rule, not attached
 * anywhere yet; false when there is no such file (someone else's, another purpose, reused).
 */
export async function attachFile(
  db: Db,
  attach: { messageId: number; path: string; uploaderId: number; position: number },
) {
  const inserted = await db
    .insert(interestMessageFiles)
    .select(
      db
        .select({
          messageId: sql<number>`${attach.messageId}::bigint`.as('message_id'),
          fileId: files.id,
          position: sql<number>`${attach.position}::int`.as('position'),
        })
        .from(files)
        .leftJoin(interestMessageFiles, eq(interestMessageFiles.fileId, files.id))
        .where(
          and(
            eq(files.path, attach.path),
            eq(files.uploadedByUserId, attach.uploaderId),
            meetsUploadRule('interest'),
            isNull(interestMessageFiles.fileId),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ fileId: interestMessageFiles.fileId });
  return inserted.length > 0;
}

export async function touchThread(db: Db, interestId: number, at: string) {
  await db
    .update(interests)
    .set({ lastMessageAt: at, updatedAt: at })
    .where(eq(interests.id, interestId));
}

/** A page of the thread, oldest first, after the message `after`. */
export async function listMessages(
  db: Db,
  thread: { interestId: number; ownerCustomerId: number; after: number; limit: number },
) {
  return db
    .select({
      id: m.id,
      interestId: m.interestId,
      authorId: m.authorUserId,
      authorName: users.name,
      ownerSide: sql<boolean>`coalesce(${users.customerId} = ${thread.ownerCustomerId}, false)`,
      body: m.body,
      createdAt: m.createdAt,
    })
    .from(m)
    .leftJoin(users, eq(users.id, m.authorUserId))
    .where(and(eq(m.interestId, thread.interestId), gt(m.id, thread.after)))
    .orderBy(asc(m.id))
    .limit(thread.limit);
}

/** The files attached to these messages, in the order they were sent. */
export async function attachmentsOf(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: interestMessageFiles.messageId,
      path: files.path,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(interestMessageFiles)
    .innerJoin(files, eq(files.id, interestMessageFiles.fileId))
    .where(inArray(interestMessageFiles.messageId, messageIds))
    .orderBy(asc(interestMessageFiles.messageId), asc(interestMessageFiles.position));
}

/** Moves the user's read mark forward to `upTo`, or to the thread's newest message. */
export async function markThreadRead(
  db: Db,
  mark: { interestId: number; userId: number; upTo: number | null; at: string },
) {
  const newest = sql`coalesce((select max(${m.id}) from ${m}
    where ${m.interestId} = ${mark.interestId}), 0)`;
  const upTo = mark.upTo === null ? newest : sql`least(${mark.upTo}::bigint, ${newest})`;
  await db
    .insert(interestReads)
    .values({
      interestId: mark.interestId,
      userId: mark.userId,
      lastReadMessageId: sql`${upTo}`,
      readAt: mark.at,
    })
    .onConflictDoUpdate({
      target: [interestReads.interestId, interestReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${interestReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: mark.at,
      },
    });
}

/** A user's e-mail address: where an outside contact's answer goes. */
export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const [found] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return found?.email ?? null;
}

/** Users of a customer who follow interests and asked for notifications by e-mail. */
export async function mailRecipientsOf(db: Db, customerId: number | null, exceptUserId: number) {
  if (customerId === null) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.isActive, true),
        sql`${users.id} <> ${exceptUserId}`,
        sql`'interest' = any(${users.notificationTypes})`,
        sql`coalesce((${users.emailSettings}->>'emailNotification')::boolean, false)`,
      ),
    );
}

/**
 * Takes the thread's e-mail turn for the user: true at most once per `minutes`, decided by
 * one conditional statement, so parallel messages send one e-mail.
 */
export async function takeMailTurn(
  db: Db,
  turn: { interestId: number; userId: number; at: string; minutes: number },
) {
  const taken = await db
    .insert(interestMailThrottle)
    .values({ interestId: turn.interestId, userId: turn.userId, lastSentAt: turn.at })
    .onConflictDoUpdate({
      target: [interestMailThrottle.interestId, interestMailThrottle.userId],
      set: { lastSentAt: turn.at },
      setWhere: sql`${interestMailThrottle.lastSentAt} <= ${turn.at}::timestamptz - make_interval(mins => ${turn.minutes})`,
    })
    .returning({ userId: interestMailThrottle.userId });
  return taken.length > 0;
}
