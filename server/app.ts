import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import pkg from '../package.json' with { type: 'json' };
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { localBackend } from './files/local';
import fileRoutes from './files/routes';
import { fileStoreOn, MAX_IMAGE_BYTES } from './files/store';
import { loggableError } from './logSafety';
import { createMailer, type Mailer } from './mailer';
import { approvalRoutes } from './modules/approval/approval.routes';
import { onCollabDecided, onFollowUpDecided, onOrderDecided } from './modules/approval/decisions';
import pengajuanRoutes from './modules/dashboard/pengajuan.routes';
import summaryRoutes from './modules/dashboard/summary.routes';
import companyRoutes from './modules/master/company.routes';
import notificationRoutes from './modules/master/notification.routes';
import notificationStream from './modules/master/notification.stream';
import { productResource } from './modules/master/product.resource';
import { orderResource } from './modules/order/order.resource';
import { collabResource } from './modules/prospect/collab.resource';
import { followUpResource } from './modules/prospect/followup.resource';
import prospectPhotoRoutes from './modules/prospect/photo.routes';
import { removingPhotosOnDelete } from './modules/prospect/prospectPhotos';
import { prospectResource } from './modules/prospect/prospect.resource';
import { createNotifier, type Notifier } from './modules/master/notifier';
import authRoutes from './modules/user/auth.routes';
import { groupResource } from './modules/user/group.resource';
import invitationRoutes from './modules/user/invitation.routes';
import { membersResource } from './modules/user/members.resource';
import { roleResource } from './modules/user/role.resource';
import registrationApprovalRoutes from './modules/user/registrationApproval.routes';
import rolePermissionRoutes from './modules/user/rolePermission.routes';
import userRoutes from './modules/user/user.routes';
import { usersResource } from './modules/user/users.resource';
import auth from './plugins/auth';
import errors, { MAX_BODY_BYTES } from './plugins/errors';
import events from './plugins/events';
import { readOnlyResourcePlugin, resourcePlugin, type ResourceDefinition } from './plugins/resource';
import spa from './plugins/spa';
import { validatorRefusingNul } from './plugins/validation';
import { createFirebaseTransport, type PushTransport } from './push';

declare module 'fastify' {
  interface FastifyInstance {
    /** Transactions whose notifications reach pages live and devices by push. */
    notifier: Notifier;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests inject a mailer that keeps the messages. */
  mailer?: Mailer;
  /** Tests inject a push transport; otherwise Firebase when FIREBASE_SERVICE_ACCOUNT is set. */
  push?: PushTransport;
  logger?: FastifyServerOptions['logger'];
  /** How often live streams check their session; tests shorten it. */
  streamHeartbeatMs?: number;
  distDir?: string;
};

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildApp({
  config,
  database,
  mailer,
  push,
  logger,
  streamHeartbeatMs,
  distDir = path.join(rootDir, 'dist'),
}: AppOptions) {
  const loggerOptions = logger ?? { level: config.logLevel };
  const app = Fastify({
    // Every logged error goes through loggableError, whoever logs it.
    logger: typeof loggerOptions === 'object' ? { ...loggerOptions, serializers: { ...loggerOptions.serializers, err: loggableError } } : loggerOptions,
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorRefusingNul);
  app.setSerializerCompiler(serializerCompiler);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });

  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Browser push (src/push): Firebase registers the installation and its token with Google.
        connectSrc: ["'self'", 'https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The app is also served over plain http on a dealer's LAN; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Registered before every route so that each answer can be compressed. It leaves alone what is
  // already encoded (the precompressed client files, plugins/spa.ts) and the live stream, which
  // writes to the socket itself.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Salesforce back office API', version: pkg.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
        },
      },
      security: [{ bearer: [], appKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(auth, { database, appKeys: config.appKeys });
  await app.register(events, { database });
  const pushTransport =
    push ?? (config.firebaseServiceAccount ? createFirebaseTransport(config.firebaseServiceAccount, app.log) : undefined);
  app.decorate('notifier', createNotifier(database.db, pushTransport, app.log));

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  // The AWS SDK loads only for a bucket: it is large, and warns about Node versions on import.
  const files = fileStoreOn(
    config.s3 ? (await import('./files/s3')).s3Backend(config.s3) : localBackend(path.join(config.dataDir, 'files')),
  );
  const resource = (prefix: string, definition: ResourceDefinition<z.ZodType, z.ZodType>) =>
    app.register(resourcePlugin, { prefix, database, definition });

  await app.register(authRoutes, { prefix: '/api/user/v1/auth', database, config, mailer: mail });
  await app.register(userRoutes, { prefix: '/api/user/v1', database });
  await app.register(invitationRoutes, { prefix: '/api/user/v1/users', database, config, mailer: mail });
  await app.register(registrationApprovalRoutes, { prefix: '/api/user/v1/users', database, mailer: mail });
  await resource('/api/user/v1/users', usersResource);
  await resource('/api/user/v1/group', groupResource);
  await resource('/api/user/v1/role', roleResource);
  await app.register(rolePermissionRoutes, { prefix: '/api/user/v1/role', database });
  await app.register(readOnlyResourcePlugin, { prefix: '/api/user/v1/members', database, definition: membersResource });
  await resource('/api/master/v1/product', productResource);
  await resource('/api/prospect/v1/prospect', removingPhotosOnDelete(prospectResource, files));
  await app.register(prospectPhotoRoutes, { prefix: '/api/prospect/v1/prospect', database, files });
  await resource('/api/prospect/v1/followup', followUpResource);
  await app.register(approvalRoutes, { prefix: '/api/prospect/v1/followup', kind: 'followup', onDecided: onFollowUpDecided });
  await resource('/api/prospect/v1/collab', collabResource);
  await app.register(approvalRoutes, { prefix: '/api/prospect/v1/collab', kind: 'collab', onDecided: onCollabDecided });
  await resource('/api/order/v1/order', orderResource);
  await app.register(approvalRoutes, { prefix: '/api/order/v1/order', kind: 'order', onDecided: onOrderDecided });
  await app.register(pengajuanRoutes, { prefix: '/api/dashboard/v1', database });
  await app.register(summaryRoutes, { prefix: '/api/dashboard/v1', database });
  await app.register(notificationRoutes, { prefix: '/api/master/v1', database });
  await app.register(companyRoutes, { prefix: '/api/master/v1', database });
  await app.register(notificationStream, { prefix: '/api/master/v1', database, heartbeatMs: streamHeartbeatMs });
  await app.register(fileRoutes, { prefix: '/files', files });
  await app.register(spa, { distDir });

  return app;
}
