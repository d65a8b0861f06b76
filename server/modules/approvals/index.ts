import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import type { ModuleOptions } from '../moduleOptions';
import { approvalRoutes } from './approval.routes';
import { onCollabDecided, onFollowUpDecided, onOrderDecided } from './decisions';

/** Approve and reject, on the resources that are approval queues. */
const approvalsModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(approvalRoutes, { prefix: RESOURCES['prospect/fu'].path, kind: 'followup', onDecided: onFollowUpDecided });
  await app.register(approvalRoutes, { prefix: RESOURCES.collab.path, kind: 'collab', onDecided: onCollabDecided });
  await app.register(approvalRoutes, { prefix: RESOURCES.order.path, kind: 'order', onDecided: onOrderDecided });
};

export default approvalsModule;
