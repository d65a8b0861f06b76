import type { FastifyPluginAsync } from 'fastify';
import { MESSAGE_HISTORY } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import historyRoutes from './history.routes';

/** Riwayat Pesan: reading the messages that the chat and the broadcasts put in the outbox. */
const messageHistoryModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(historyRoutes, { prefix: MESSAGE_HISTORY, database });
};

export default messageHistoryModule;
