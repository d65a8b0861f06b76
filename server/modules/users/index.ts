import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES, PROFILE } from '../../../domain/apiPaths';
import { RESOURCES } from '../../../domain/resources';
import { removingPhotosOnDelete } from '../../files/photoUpload';
import { serveReadOnlyResource, serveResource, type ModuleOptions } from '../moduleOptions';
import authRoutes from './auth.routes';
import deactivationRoutes from './deactivation.routes';
import { groupResource } from './group.resource';
import invitationRoutes from './invitation.routes';
import { membersResource } from './members.resource';
import profileRoutes from './profile.routes';
import profilePhotoRoutes, { USER_PHOTOS } from './profilePhoto.routes';
import registrationApprovalRoutes from './registrationApproval.routes';
import { roleResource } from './role.resource';
import rolePermissionRoutes from './rolePermission.routes';
import userRoutes from './user.routes';
import { usersResource } from './users.resource';

/** Users and access: sign-in and registration, the user's own calls and profile, users, groups, roles and their permissions. */
const usersModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config, mailer, files }) => {
  await app.register(authRoutes, { prefix: API_PREFIXES.auth, database, config, mailer, files });
  await app.register(userRoutes, { prefix: API_PREFIXES.user, database });
  await app.register(profileRoutes, { prefix: PROFILE, database, config, mailer });
  await app.register(profilePhotoRoutes, { prefix: PROFILE, database, files });
  await app.register(invitationRoutes, { prefix: RESOURCES['setting/users'].path, database, config, mailer });
  await app.register(registrationApprovalRoutes, { prefix: RESOURCES['setting/users'].path, database, mailer });
  await app.register(deactivationRoutes, { prefix: RESOURCES['setting/users'].path, database });
  await serveResource(app, database, removingPhotosOnDelete(usersResource, files, USER_PHOTOS));
  await serveResource(app, database, groupResource);
  await serveResource(app, database, roleResource);
  await app.register(rolePermissionRoutes, { prefix: RESOURCES['setting/permission'].path, database });
  await serveReadOnlyResource(app, database, membersResource);
};

export default usersModule;
