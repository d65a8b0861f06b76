import type { FastifyPluginAsync } from 'fastify';
import { DEVICES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import devicesRoutes from './devices.routes';

/** Catatan Perangkat: the sessions still open, read from the session rows a login writes, and ending one. */
const devicesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(devicesRoutes, { prefix: DEVICES, database });
};

export default devicesModule;
