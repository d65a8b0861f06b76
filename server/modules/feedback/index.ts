import type { FastifyPluginAsync } from 'fastify';
import { FEEDBACK } from '../../../domain/apiPaths';
import { RESOURCES } from '../../../domain/resources';
import type { ModuleOptions } from '../moduleOptions';
import { readFeedbackRoutes, sendFeedbackRoutes } from './feedback.routes';

/** Beri Masukan and Masukan Pengguna: the users' feedback, kept for the company's administrators. */
const feedbackModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(sendFeedbackRoutes, { prefix: FEEDBACK, database });
  await app.register(readFeedbackRoutes, { prefix: RESOURCES['setting/masukan'].path, database });
};

export default feedbackModule;
