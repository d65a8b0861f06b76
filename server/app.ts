import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapTileSource, type Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { filesFolder, localBackend } from './files/local';
import fileRoutes from './files/routes';
import fileRemovals from './files/removals';
import dailyBackups from './backup/dailyBackups';
import { dataFileStoreOn } from './files/dataFiles';
import { fileStoreOn, MAX_IMAGE_BYTES } from './files/store';
import { loggableError } from './logSafety';
import { createMailer, type Mailer } from './mailer';
import { withCompanyBrand } from './modules/company/companyBrand';
import { MODULES } from './modules';
import apiReference from './plugins/apiReference';
import auth from './plugins/auth';
import errors, { MAX_BODY_BYTES } from './plugins/errors';
import events from './plugins/events';
import idempotency from './plugins/idempotency';
import jobs from './plugins/jobs';
import openapi from './plugins/openapi';
import { createNotifier } from './plugins/notifier';
import spa from './plugins/spa';
import { validatorRefusingNul } from './plugins/validation';
import { createFirebaseTransport, type PushTransport } from './push';
import webhooks from './webhooks/plugin';
import type { Resolve } from './webhooks/address';
import whatsapp from './whatsapp/plugin';
import type { WaTransport } from './whatsapp/transport';

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
  /** How many rows an import stages at a time; tests make it small to stop a run midway. */
  importChunkRows?: number;
  distDir?: string;
  /** Tests share one fake WhatsApp between instances; otherwise WA_TRANSPORT chooses. */
  whatsappTransport?: WaTransport;
  /** Tests answer the webhooks' name lookups themselves, so no real resolution happens. */
  webhookResolve?: Resolve;
};

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildApp({
  config,
  database,
  mailer,
  push,
  logger,
  streamHeartbeatMs,
  importChunkRows,
  distDir = path.join(rootDir, 'dist'),
  whatsappTransport,
  webhookResolve,
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

  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map tiles of Data Visum's detail page come from MAP_TILE_URL, the address the client is given.
        imgSrc: ["'self'", 'data:', 'blob:', mapTileSource(config.mapTileUrl)],
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
  await app.register(openapi);
  await app.register(apiReference);
  await app.register(auth, { database, appKeys: config.appKeys, integrationKeyPerMinute: config.integrationKeyPerMinute });
  await app.register(events, { database });
  await app.register(jobs, { database });
  // Before the modules: its hooks reach every route registered after it.
  await app.register(idempotency, { database });
  await app.register(whatsapp, { database, config, transport: whatsappTransport });
  const pushTransport =
    push ?? (config.firebaseServiceAccount ? createFirebaseTransport(config.firebaseServiceAccount, app.log) : undefined);
  app.decorate('notifier', createNotifier(database.db, pushTransport, app.log));
  await app.register(webhooks, { database, config, resolve: webhookResolve });

  const health = z.object({ status: z.enum(['ok', 'unavailable']) });
  app.get('/api/health', { schema: { summary: 'Periksa kesehatan layanan dan basis data', tags: ['Sistem'], response: { 200: health, 503: health } } }, async (_request, reply) => {
    try {
      await database.query('select 1');
      return { status: 'ok' as const };
    } catch {
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });

  // The AWS SDK loads only for a bucket: it is large, and warns about Node versions on import.
  const backend = config.s3 ? (await import('./files/s3')).s3Backend(config.s3) : localBackend(filesFolder(config.dataDir));
  const files = fileStoreOn(backend);
  const mail = withCompanyBrand(mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }), database.db, files);
  const dataFiles = dataFileStoreOn(files, path.join(config.dataDir, 'spool'));
  for (const module of MODULES) await app.register(module, { database, config, mailer: mail, files, dataFiles, streamHeartbeatMs, importChunkRows });
  await app.register(fileRoutes, { prefix: '/files', files });
  await app.register(fileRemovals, { database, files });
  await app.register(dailyBackups, { database, config, bucket: config.s3 ? backend : undefined });
  // The pages the server draws ask the API in-process, with one of the keys it accepts.
  await app.register(spa, { distDir, appKey: config.appKeys[0], database });

  return app;
}
