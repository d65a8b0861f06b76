import type { FastifyPluginAsync } from 'fastify';
import { INTEGRATION_KEYS, API_PREFIXES } from '../../../domain/apiPaths';
import { RESOURCES } from '../../../domain/resources';
import { serveReadOnlyResource, serveResource, type ModuleOptions } from '../moduleOptions';
import authRoutes from './auth.routes';
import deactivationRoutes from './deactivation.routes';
import { groupResource } from './group.resource';
import invitationRoutes from './invitation.routes';
import integrationKeyRoutes from '../integrationKeys/integrationKey.routes';
import { membersResource } from './members.resource';
import registrationApprovalRoutes from './registrationApproval.routes';
import { roleResource } from './role.resource';
import rolePermissionRoutes from './rolePermission.routes';
import userRoutes from './user.routes';
import { usersResource } from './users.resource';

/** Users and access: sign-in and registration, the user's own calls, users, groups, roles and their permissions, integration keys. */
const usersModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config, mailer }) => {
  await app.register(authRoutes, { prefix: API_PREFIXES.auth, database, config, mailer });
  await app.register(userRoutes, { prefix: API_PREFIXES.user, database });
  await app.register(invitationRoutes, { prefix: RESOURCES['setting/users'].path, database, config, mailer });
  await app.register(registrationApprovalRoutes, { prefix: RESOURCES['setting/users'].path, database, mailer });
  await app.register(deactivationRoutes, { prefix: RESOURCES['setting/users'].path, database });
  await serveResource(app, database, usersResource);
  await serveResource(app, database, groupResource);
  await serveResource(app, database, roleResource);
  await app.register(rolePermissionRoutes, { prefix: RESOURCES['setting/permission'].path, database });
  await serveReadOnlyResource(app, database, membersResource);
  await app.register(integrationKeyRoutes, { prefix: INTEGRATION_KEYS, database });
};

export default usersModule;
