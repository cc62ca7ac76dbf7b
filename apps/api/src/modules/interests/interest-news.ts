import { INTEREST_LIMITS } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { activeUserIdsOf } from './interests-queries.ts';

/** Where a thread is read in the web app: the bell's and the e-mails' link. */
export const threadLink = (interestId: number) => `/interests/${interestId}`;

/** Text of a message an e-mail or a notification may quote: its first 140 characters. */
export function quoteOf(text: string): string {
  const chars = Array.from(text);
  const cut = chars.slice(0, INTEREST_LIMITS.mailQuoteMax).join('');
  return chars.length > INTEREST_LIMITS.mailQuoteMax ? `${cut}…` : cut;
}

/** HTML of a text shown as itself: nothing in it is markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Tells the users of one side of a thread (those who follow interests) in the bell, live on
 * their open streams; by e-mail too unless `email` is false (messages have their own e-mails).
 */
export async function tellSide(
  notifications: NotificationsService,
  tx: Db,
  news: {
    /** Who did it; null for someone outside the product (a showcase's visitor). */
    actor: Actor | null;
    customerId: number | null;
    interestId: number;
    message: string;
    email: boolean;
  },
) {
  const toUsers = await activeUserIdsOf(tx, news.customerId);
  if (toUsers.length === 0) return;
  await notifications.notify(
    {
      category: 'interest',
      message: news.message,
      link: threadLink(news.interestId),
      customerId: news.actor?.customerId ?? null,
      createdBy: news.actor ? { userId: news.actor.userId, name: news.actor.name } : null,
      toUsers,
    },
    tx,
    { email: news.email },
  );
}
