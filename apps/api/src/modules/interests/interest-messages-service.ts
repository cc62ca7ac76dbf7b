import {
  INTEREST_LIMITS,
  type InterestMessage,
  type InterestMessageCreate,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import {
  attachmentsOf,
  emailOf,
  findMessageIdByClientKey,
  listMessages,
  mailRecipientsOf,
  markThreadRead,
  takeMailTurn,
} from './interest-messages-queries.ts';
import { escapeHtml, quoteOf, tellSide, threadLink } from './interest-news.ts';
import { writeMessage } from './interest-thread.ts';
import { findInterest } from './interests-queries.ts';

export type ThreadMail = { mailer: Mailer; tasks: BackgroundTasks; publicUrl: string };

const notFoundInterest = () => notFound('interest_not_found', 'Interesse não encontrado.');

/**
 * The thread of an interest: messages with their attachments, read marks, and the e-mails
 * that tell users who are not online, at most one per thread and user every 15 minutes.
 */
export function createInterestMessagesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  fileUrl: FileUrl;
  mail: ThreadMail;
}) {
  const { db, clock, audit, notifications, fileUrl, mail } = deps;

  async function thread(actor: Actor, id: number) {
    const found = await findInterest(db, actor, id);
    if (!found) throw notFoundInterest();
    return found;
  }

  async function messagesOf(
    interest: { id: number; ownerCustomerId: number },
    page: { after: number; limit: number },
  ): Promise<InterestMessage[]> {
    const found = await listMessages(db, {
      interestId: interest.id,
      ownerCustomerId: interest.ownerCustomerId,
      ...page,
    });
    const files = await attachmentsOf(
      db,
      found.map((row) => row.id),
    );
    return found.map((row) => ({
      id: row.id,
      interest_id: row.interestId,
      author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
      side: row.ownerSide ? 'received' : 'sent',
      body: row.body,
      attachments: files
        .filter((file) => file.messageId === row.id)
        .map((file) => ({
          original_name: file.originalName,
          mime_type: file.mimeType,
          size: file.size,
          url: fileUrl(file.path),
        })),
      created_at: new Date(row.createdAt).toISOString(),
    }));
  }

  /** E-mails the other side's users who are not online, once per thread every 15 minutes. */
  function emailOffline(
    actor: Actor,
    interest: { id: number; targetName: string },
    customerId: number | null,
    body: string,
  ) {
    const at = clock.now().toISOString();
    mail.tasks.run('interest-mails', async () => {
      for (const user of await mailRecipientsOf(db, customerId, actor.userId)) {
        if (notifications.isOnline(user.id)) continue;
        const turn = { interestId: interest.id, userId: user.id, at };
        if (!(await takeMailTurn(db, { ...turn, minutes: INTEREST_LIMITS.mailEveryMinutes })))
          continue;
        const link = `${mail.publicUrl}${threadLink(interest.id)}`;
        const quote = quoteOf(body);
        const heading = `${actor.name} escreveu no interesse #${interest.id} (${interest.targetName}):`;
        await mail.mailer.send({
          to: user.email,
          subject: `Oportuna: nova mensagem no interesse #${interest.id}`,
          text: `Olá, ${user.name}.\n\n${heading}\n\n${quote}\n\nLeia e responda em: ${link}\n`,
          html:
            `<p>Olá, ${escapeHtml(user.name)}.</p><p>${escapeHtml(heading)}</p>` +
            `<blockquote style="white-space: pre-wrap">${escapeHtml(quote)}</blockquote>` +
            `<p><a href="${escapeHtml(link)}">Leia e responda no Oportuna</a></p>`,
        });
      }
    });
  }

  /**
   * A reply of the owner side to someone outside the product (a showcase's visitor, with no
   * account): the whole message goes by e-mail, answered to the user who wrote it.
   */
  function emailOutside(
    actor: Actor,
    interest: { id: number; targetName: string; outsideName: string | null },
    to: string,
    body: string,
  ) {
    mail.tasks.run('interest-mails', async () => {
      const name = interest.outsideName ?? '';
      const replyTo = await emailOf(db, actor.userId);
      const heading = `${actor.name} respondeu ao interesse que você enviou pela vitrine econômica de ${interest.targetName}:`;
      const footer = `Para responder, responda a este e-mail: a resposta vai para ${actor.name}${replyTo ? ` (${replyTo})` : ''}.`;
      await mail.mailer.send({
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: `Resposta ao seu interesse em ${interest.targetName}`,
        text: `Olá, ${name}.\n\n${heading}\n\n${body}\n\n${footer}\n`,
        html:
          `<p>Olá, ${escapeHtml(name)}.</p><p>${escapeHtml(heading)}</p>` +
          `<blockquote style="white-space: pre-wrap">${escapeHtml(body)}</blockquote>` +
          `<p>${escapeHtml(footer)}</p>`,
      });
    });
  }

  return {
    async list(actor: Actor, id: number, page: { after?: number; limit: number }) {
      const interest = await thread(actor, id);
      const data = await messagesOf(interest, { after: page.after ?? 0, limit: page.limit });
      return { data, unread_count: Number(interest.unreadCount) };
    },

    /**
     * Sends a message; a repeat of the same client key answers the message already sent,
     * with `created: false`, and tells nobody again.
     */
    async send(actor: Actor, id: number, input: InterestMessageCreate) {
      const interest = await thread(actor, id);
      const now = clock.now().toISOString();
      const ownerSide = interest.ownerCustomerId === actor.customerId;
      const otherCustomerId = ownerSide ? interest.interestedCustomerId : interest.ownerCustomerId;
      const written = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const messageId = await writeMessage(tx, {
          interestId: id,
          authorUserId: actor.userId,
          body: input.body,
          clientKey: input.client_key ?? null,
          attachments: input.attachments,
          at: now,
        });
        if (messageId === null) return null;
        await markThreadRead(tx, {
          interestId: id,
          userId: actor.userId,
          upTo: messageId,
          at: now,
        });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'interest.message_sent',
            description: `Enviou uma mensagem no interesse #${id}`,
            metadata: {
              interest_id: id,
              message_id: messageId,
              attachments: input.attachments.length,
            },
          },
          tx,
        );
        await tellSide(notifications, tx, {
          actor,
          customerId: otherCustomerId,
          interestId: id,
          message: `Nova mensagem de ${actor.name} no interesse #${id} (${interest.targetName})`,
          email: false,
        });
        return messageId;
      });
      const messageId =
        written ??
        (await findMessageIdByClientKey(db, {
          interestId: id,
          authorUserId: actor.userId,
          clientKey: input.client_key as string,
        }));
      if (written !== null) {
        emailOffline(actor, interest, otherCustomerId, input.body);
        if (ownerSide && interest.origin === 'outside' && interest.outsideEmail)
          emailOutside(actor, interest, interest.outsideEmail, input.body);
      }
      const [message] = await messagesOf(interest, { after: Number(messageId) - 1, limit: 1 });
      if (!message) throw notFoundInterest();
      return { created: written !== null, message };
    },

    /** Moves the actor's read mark and clears the thread's notifications from their bell. */
    async markRead(actor: Actor, id: number, upTo: number | undefined) {
      await thread(actor, id);
      const at = clock.now().toISOString();
      await markThreadRead(db, { interestId: id, userId: actor.userId, upTo: upTo ?? null, at });
      await notifications.markReadByLink(actor, threadLink(id));
      const after = await thread(actor, id);
      return { unread_count: Number(after.unreadCount) };
    },
  };
}

export type InterestMessagesService = ReturnType<typeof createInterestMessagesService>;
