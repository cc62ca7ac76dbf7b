import type { Notification, NotificationCategory } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { NotificationEvents } from './notification-events.ts';
import {
  countNotifications,
  type Delivery,
  deliverNotifications,
  findNotificationsToEmail,
  holdDeliveryUntilCommit,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsReadByLink,
  type ShownNotification,
} from './notifications-queries.ts';

/** News to deliver now. */
export type NewNotification = Omit<Delivery, 'at'>;

const toNotification = (row: ShownNotification): Notification => ({
  id: Number(row.id),
  message: row.message,
  created_by: row.createdByName,
  link: row.link,
  is_read: row.isRead,
  category: row.category,
  created_at: new Date(row.createdAt).toISOString(),
});

/** Where notifications are also e-mailed: to users whose setting emailNotification is on. */
export type NotificationMail = { mailer: Mailer; tasks: BackgroundTasks; publicUrl: string };

export function createNotificationsService({
  db,
  clock,
  events,
  mail,
}: {
  db: Db;
  clock: Clock;
  events: NotificationEvents;
  mail?: NotificationMail;
}) {
  /** E-mails the delivered notifications once their transaction has committed (decision 0014). */
  async function emailAfterCommit(ids: number[], tx: Db) {
    if (!mail || ids.length === 0) return;
    const key = ids[0] as number;
    await holdDeliveryUntilCommit(tx, key);
    const { mailer, tasks, publicUrl } = mail;
    tasks.run('notification-mails', async () => {
      for (const found of await findNotificationsToEmail(db, ids, key)) {
        await mailer.send({
          to: found.email,
          subject: 'Oportuna: nova notificação',
          text:
            `Olá, ${found.name}.\n\n${found.message}\n` +
            (found.link ? `\nAcesse: ${publicUrl}${found.link}\n` : '') +
            '\nVocê recebe este e-mail porque ativou as notificações por e-mail em Perfil do ' +
            'usuário > Configurações de e-mail.\n',
        });
      }
    });
  }

  return {
    async list(
      actor: Actor,
      query: { category?: NotificationCategory; is_read?: boolean; limit: number },
    ) {
      const isRead = query.is_read ?? false;
      const filter = { userId: actor.userId, isRead };
      const [data, totals] = await Promise.all([
        listNotifications(db, { ...filter, category: query.category, limit: query.limit }),
        countNotifications(db, filter),
      ]);
      return {
        data: data.map(toNotification),
        totals: totals ?? {
          total: 0,
          cities: 0,
          states: 0,
          companies: 0,
          matches: 0,
          interests: 0,
        },
      };
    },

    async markRead(actor: Actor, id: number) {
      const marked = await markNotificationRead(db, {
        id,
        userId: actor.userId,
        at: clock.now().toISOString(),
      });
      if (!marked) throw notFound('notification_not_found', 'Notificação não encontrada.');
    },

    /** Marks read the actor's notifications that lead to `link` (e.g. a thread just read). */
    async markReadByLink(actor: Actor, link: string, tx: Db = db) {
      await markNotificationsReadByLink(tx, {
        userId: actor.userId,
        link,
        at: clock.now().toISOString(),
      });
    },

    /** Whether the user has an open notification stream (is online) in this process. */
    isOnline: (userId: number) => events.isListening(userId),

    async markAllRead(actor: Actor) {
      await markAllNotificationsRead(db, { userId: actor.userId, at: clock.now().toISOString() });
    },

    /**
     * Delivers news to the active users who follow its kind (notification_types) or its
     * customer (notification_customers) and may read what it is about, never to its author;
     * those who asked for it also get it by e-mail once the news is committed, unless the
     * caller e-mails in its own way (`email: false`, e.g. a thread's throttled e-mails).
     */
    async notify(
      news: NewNotification,
      tx: Db = db,
      options: { email?: boolean } = {},
    ): Promise<number> {
      const inserted = await deliverNotifications(tx, { ...news, at: clock.now().toISOString() });
      for (const row of inserted) events.publish(row.userId, toNotification(row));
      if (options.email === false) return inserted.length;
      await emailAfterCommit(
        inserted.map((row) => Number(row.id)),
        tx,
      );
      return inserted.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
