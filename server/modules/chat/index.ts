import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions';
import messageRoutes from './message.routes';
import roomRoutes from './room.routes';
import statusRoutes from './status.routes';

/** Chat WhatsApp (docs/whatsapp.md, Chat): rooms, messages, replies through the outbox, and the room statuses. */
const chatModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(roomRoutes, { database });
  await app.register(messageRoutes, { database });
  await app.register(statusRoutes, { database });
};

export default chatModule;
