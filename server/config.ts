import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './files/s3';

/** The names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/');
  return NAMED_RANGES.has(entry) || (isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
};

/** OpenStreetMap's own tiles: no API key (their tile usage policy asks for the attribution the map shows). */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The Content-Security-Policy source that lets the page load the tiles of a tile address: its origin,
 * with a `{s}` subdomain (a.tile…, b.tile…) as a wildcard.
 */
export const mapTileSource = (tileUrl: string) => {
  const origin = new URL(tileUrl.replace('{s}', 'a').replace(/[{}]/g, '')).origin;
  return tileUrl.includes('{s}.') ? origin.replace('//a.', '//*.') : origin;
};

/** A 32-byte key written as 64 hex digits or as base64. */
function decodeKey(text: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

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
  TRUST_PROXY: z
    .string()
    .refine(
      (list) => list.split(',').every((entry) => isProxyAddress(entry.trim())),
      'a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,172.16.0.0/12, or loopback)',
    )
    .optional(),
  NODE_ENV: z.string().optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(365).default(0),
  INTEGRATION_KEY_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d+)?\/[^\s'";]*\{z\}[^\s'";]*$/i,
      'an http(s) tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .refine((url) => url.includes('{x}') && url.includes('{y}'), 'the tile address needs {x} and {y}')
    .default(DEFAULT_MAP_TILE_URL),
  WA_TRANSPORT: z.enum(['fake', 'baileys']).optional(),
  WA_CREDENTIALS_KEY: z
    .string()
    .refine((key) => decodeKey(key) !== undefined, '32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)')
    .optional(),
  WA_LINK_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(1800).default(180),
  WA_BROADCAST_MIN_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(8),
  WA_BROADCAST_MAX_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  WA_DAILY_CAP: z.coerce.number().int().min(1).max(10_000).default(200),
  /** Meta's Graph API (docs/whatsapp.md, The Cloud API); without a base, the demo mode starts a local fake of it. */
  WA_CLOUD_API_BASE: z.string().url().optional(),
  WA_CLOUD_API_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v21.0'),
  WA_CLOUD_API_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  WA_CLOUD_PARALLEL_SENDS: z.coerce.number().int().min(1).max(80).default(8),
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  WEBHOOK_SECRETS_KEY: z
    .string()
    .refine((key) => decodeKey(key) !== undefined, '32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)')
    .optional(),
  WEBHOOK_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(,\d+){0,9}$/, 'a comma-separated list of up to 10 delays in seconds, e.g. 60,300,900,1800,2400')
    .default('60,300,900,1800,2400'),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  WEBHOOK_PAUSE_AFTER: z.coerce.number().int().min(1).max(100).default(5),
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
  /**
   * Origin of the links the server mails (password reset, invitation). It comes from the
   * configuration only: a request's Host or X-Forwarded-Host never decides where a token goes.
   */
  publicUrl: string;
  /**
   * Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For is believed; false
   * trusts none, so a client cannot fake its address to the login limits and records.
   */
  trustProxy: string[] | false;
  sessionDays: number;
  /** How many daily backups the app makes and keeps in DATA_DIR/backups (docs/backups.md); 0: none. */
  backupKeepDaily: number;
  /** Requests a minute each integration key may make (docs/api.md, Integration keys). */
  integrationKeyPerMinute: number;
  /** The Firebase service account's JSON; with it the server sends browser pushes. */
  firebaseServiceAccount?: string;
  /** Uploaded files go to this bucket when S3_BUCKET is set, otherwise under DATA_DIR/files. */
  s3?: S3Options;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The map tiles of Data Visum's detail page; the server's Content-Security-Policy allows their origin. */
  mapTileUrl: string;
  /** WhatsApp (docs/whatsapp.md): the real WhatsApp Web client, or the in-process fake of the demo and tests. */
  whatsapp: {
    transport: 'fake' | 'baileys';
    /** The key that seals the links' secrets; without it, one kept in DATA_DIR (a single instance only). */
    credentialsKey?: Buffer;
    /** How long a QR waits to be scanned. */
    linkTimeoutSeconds: number;
    /** Meta's Graph API for the Cloud API transport; no base means the local fake (demo mode only). */
    cloud: { baseUrl?: string; version: string; timeoutMs: number; /** Sends of one company in flight at once. */ parallel: number };
  };
  /** Broadcast pace (docs/whatsapp.md, Broadcasts): a random wait between two messages of a broadcast, and a daily cap per sender. */
  broadcast: { minDelaySeconds: number; maxDelaySeconds: number; dailyCap: number };
  /** Outgoing webhooks (docs/webhooks.md). */
  webhooks: {
    /** Development and tests: plain http and loopback receivers are allowed (never other private addresses). */
    allowLoopback: boolean;
    /** The key that seals the endpoints' secrets; without it, one derived from WA_CREDENTIALS_KEY or kept in DATA_DIR. */
    secretsKey?: Buffer;
    /** The wait before each retry: the delivery is tried once plus once per entry. */
    retryDelaysMs: number[];
    timeoutMs: number;
    /** Deliveries in a row that used up their attempts before the endpoint is paused. */
    pauseAfter: number;
  };
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and CI files often write it.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (!e.PUBLIC_URL && e.NODE_ENV === 'production') {
    throw new Error('Invalid environment: PUBLIC_URL is required in production (the origin of the links in mails).');
  }
  if (e.NODE_ENV === 'production' && !e.WA_CREDENTIALS_KEY) {
    throw new Error('Invalid environment: WA_CREDENTIALS_KEY is required in production (it seals the WhatsApp links).');
  }
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((a) => a.trim()).filter(Boolean) : false,
    sessionDays: e.SESSION_DAYS,
    backupKeepDaily: e.BACKUP_KEEP_DAILY,
    integrationKeyPerMinute: e.INTEGRATION_KEY_PER_MINUTE,
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
    mapTileUrl: e.MAP_TILE_URL,
    whatsapp: {
      transport: e.WA_TRANSPORT ?? (e.NODE_ENV === 'production' ? 'baileys' : 'fake'),
      credentialsKey: e.WA_CREDENTIALS_KEY ? decodeKey(e.WA_CREDENTIALS_KEY) : undefined,
      linkTimeoutSeconds: e.WA_LINK_TIMEOUT_SECONDS,
      cloud: {
        baseUrl: e.WA_CLOUD_API_BASE ?? (e.NODE_ENV === 'production' || e.WA_TRANSPORT === 'baileys' ? 'https://graph.facebook.com' : undefined),
        version: e.WA_CLOUD_API_VERSION,
        timeoutMs: e.WA_CLOUD_API_TIMEOUT_SECONDS * 1000,
        parallel: e.WA_CLOUD_PARALLEL_SENDS,
      },
    },
    broadcast: {
      minDelaySeconds: Math.min(e.WA_BROADCAST_MIN_DELAY_SECONDS, e.WA_BROADCAST_MAX_DELAY_SECONDS),
      maxDelaySeconds: Math.max(e.WA_BROADCAST_MIN_DELAY_SECONDS, e.WA_BROADCAST_MAX_DELAY_SECONDS),
      dailyCap: e.WA_DAILY_CAP,
    },
    webhooks: {
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'true',
      secretsKey: e.WEBHOOK_SECRETS_KEY ? decodeKey(e.WEBHOOK_SECRETS_KEY) : undefined,
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_SECONDS.split(',').map((seconds) => Number(seconds) * 1000),
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      pauseAfter: e.WEBHOOK_PAUSE_AFTER,
    },
  };
}
