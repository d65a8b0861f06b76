import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './files/s3';

/** Every environment variable the server reads, parsed and validated in one place. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_KEYS: z.string().min(1).default('sf-web'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Salesforce <no-reply@salesforce.local>'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appKeys: string[];
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  sessionDays: number;
  /** The Firebase service account's JSON; with it the server sends browser pushes. */
  firebaseServiceAccount?: string;
  /** Uploaded files go to this bucket when S3_BUCKET is set, otherwise under DATA_DIR/files. */
  s3?: S3Options;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and CI files often write it.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appKeys: e.APP_KEYS.split(',').map((k) => k.trim()).filter(Boolean),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === 'true',
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    sessionDays: e.SESSION_DAYS,
    firebaseServiceAccount: e.FIREBASE_SERVICE_ACCOUNT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
