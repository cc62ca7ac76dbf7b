import {
  idParams,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { NotificationEvents } from './notification-events.ts';
import type { NotificationsService } from './notifications-service.ts';

const tags = ['Notificações'];
const security = [{ bearerAuth: [] }];
const HEARTBEAT_MS = 25_000;

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  events: NotificationEvents;
  sessions: SessionService;
}> = async (app, { notifications, events, sessions }) => {
  // A stream never ends by itself: a closing server ends them, and browsers reconnect to the next.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Notificações do usuário (não lidas por padrão) e totais por categoria',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    (request) => notifications.list(actorOf(request), request.query),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Marca uma notificação como lida', security, params: idParams },
    },
    async (request, reply) => {
      await notifications.markRead(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/readAll',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Marca todas as notificações como lidas', security },
    },
    async (request, reply) => {
      await notifications.markAllRead(actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/stream-ticket',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Bilhete de um minuto para abrir o fluxo de notificações (EventSource)',
        security,
        response: { 200: z.object({ ticket: z.string(), expires_in: z.number().int() }) },
      },
    },
    (request) => sessions.streamTicket(actorOf(request)),
  );

  app.get(
    '/api/notifications/stream',
    {
      config: { access: 'authenticated', ticketInQuery: true },
      schema: {
        tags,
        summary:
          'Fluxo (Server-Sent Events) de novas notificações, aberto com ?ticket= de stream-ticket; ' +
          'termina quando a sessão termina',
        querystring: z.object({ ticket: z.string().optional() }),
      },
    },
    (request, reply) => {
      const actor = actorOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 10000\n\n');
      const unsubscribe = events.subscribe(actor.userId, (notification) => {
        res.write(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        openStreams.delete(end);
      };
      const end = () => {
        finish();
        res.end();
      };
      openStreams.add(end);
      // A signed-out or revoked session closes its streams; the client must not reconnect.
      const unwatch = sessions.watch(actor, () => {
        finish();
        res.end('event: session-ended\ndata: {}\n\n');
      });
      request.raw.on('close', finish);
    },
  );
};
