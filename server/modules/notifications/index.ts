import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import notificationRoutes from './notification.routes';
import notificationStream from './notification.stream';

/** A member's notifications, and the live stream of new ones and changed approval queues. */
const notificationsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, streamHeartbeatMs }) => {
  await app.register(notificationRoutes, { prefix: API_PREFIXES.master, database });
  await app.register(notificationStream, { prefix: API_PREFIXES.master, database, heartbeatMs: streamHeartbeatMs });
};

export default notificationsModule;
