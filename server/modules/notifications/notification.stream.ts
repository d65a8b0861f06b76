import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { personOf } from '../../plugins/auth';
import type { AppEvent } from '../../plugins/events';
import { idField } from '../../../domain/schemas/fields';
import { notificationRecord } from '../../../domain/schemas/notification';
import { currentRoleOf, isSessionActive } from '../../plugins/session';
import { hearsChat } from './chatDelivery';
import { findNotification, ownRecipient, unreadCount } from './notification.service';
import { producing } from '../../schemas';

/** Often enough that proxies keep the stream open, and a revoked session is noticed quickly. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/master/v1/notifikasi/stream: server-sent events for the caller.
 * `notification` {notification, unread} when one arrives for them; `pengajuan` {kind} when an
 * approval queue of their company changes; `permissions` {id_role} when their role's permission
 * rows change (the client then reloads its menus and access); `chat` {id_room, id_message} when a
 * message of a room they own or read arrives or changes status; `session_ended` {} just before it
 * ends because the user was deactivated. Otherwise the stream ends when the session does, at the
 * next heartbeat.
 */
const notificationStream: FastifyPluginAsyncZod<{ database: DatabaseHandle; heartbeatMs?: number }> = async (
  app,
  { database, heartbeatMs = HEARTBEAT_MS },
) => {
  const { db } = database;
  /** Open streams end with the server, so a shutdown does not wait on them. */
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/notifikasi/stream',
    { schema: { summary: 'Aliran peristiwa langsung pemanggil', tags: ['notification'], querystring: z.object({ id_user: idField('Pengguna') }), ...producing('text/event-stream') } },
    async (request, reply) => {
      const caller = ownRecipient(personOf(request), request.query.id_user);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n\n');
      const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

      const deliver = async (event: AppEvent) => {
        if (event.type === 'pengajuan') return send('pengajuan', { kind: event.kind });
        if (event.type === 'permissions') {
          // The role as it is now: the caller's may have changed since the stream opened.
          if ((await currentRoleOf(db, caller.id)) === event.id_role) send('permissions', { id_role: event.id_role });
          return;
        }
        if (event.type === 'chat') {
          if (await hearsChat(db, caller, event)) send('chat', { id_room: event.id_room, id_message: event.id_message });
          return;
        }
        if (event.type !== 'notification' && event.type !== 'session_ended') return;
        if (event.id_user !== caller.id) return;
        if (event.type === 'session_ended') {
          send('session_ended', {});
          return raw.end();
        }
        const [row, unread] = await Promise.all([findNotification(db, caller, event.id), unreadCount(db, caller)]);
        if (row) send('notification', { notification: notificationRecord.encode(row), unread });
      };
      const unsubscribe = app.events.subscribe(caller.id_company, (event) => {
        deliver(event).catch((error: unknown) => request.log.warn({ err: error }, 'live event not delivered'));
      });
      const heartbeat = setInterval(() => {
        isSessionActive(db, caller.session_id)
          .then((active) => (active ? raw.write(': ping\n\n') : raw.end()))
          .catch(() => raw.end());
      }, heartbeatMs);
      const end = () => raw.end();
      open.add(end);
      request.raw.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      });
    },
  );
};

export default notificationStream;
