import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { BlobBackend } from '../files/store';
import { defaultBackupFolder, makeBackup } from './archive';

/** The daily backup, a chain of one waiting job (the 'short' policy), as the other housekeeping. */
export const DAILY_BACKUP_QUEUE = 'backup.daily';
const CHAIN = 'chain';
const DAY_MS = 24 * 60 * 60 * 1000;
const ARCHIVE_NAME = /^cadangan-\d{8}-\d{6}-\d{3}\.tar\.gz$/;
/** The bucket's folder of the daily archives, beside the files' folders; /files never serves it. */
export const BUCKET_BACKUPS = 'backups';

type DailyOptions = {
  dataDir: string;
  keep: number;
  /** The S3 bucket of several instances: the archives go there, where any instance (and the files) are. */
  bucket?: BlobBackend;
};

/** The oldest archives beyond `keep`, by name (the names sort as they were made). */
const beyond = (names: string[], keep: number) => {
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  return archives.slice(0, Math.max(0, archives.length - keep));
};

/**
 * Makes today's backup and keeps the newest `keep`: in DATA_DIR/backups, or, with a bucket, in its
 * backups/ folder (the local archive removed once stored). Answers where the archive is.
 */
export async function dailyBackup(database: DatabaseHandle, { dataDir, keep, bucket }: DailyOptions) {
  const into = defaultBackupFolder(dataDir);
  const archive = await makeBackup(database, { dataDir, into, filesInBucket: bucket !== undefined });
  if (!bucket) {
    for (const old of beyond(await readdir(into), keep)) await rm(path.join(into, old), { force: true });
    return archive;
  }
  const key = `${BUCKET_BACKUPS}/${path.basename(archive)}`;
  try {
    await bucket.putStream(key, createReadStream(archive), 'application/gzip');
  } finally {
    await rm(archive, { force: true });
  }
  for (const old of beyond(await bucket.list(BUCKET_BACKUPS), keep)) await bucket.delete(`${BUCKET_BACKUPS}/${old}`);
  return key;
}

/** With BACKUP_KEEP_DAILY above 0, the app backs itself up once a day, on one instance at a time (docs/backups.md). */
export default fp<{ database: DatabaseHandle; config: Config; bucket?: BlobBackend }>(async (app, { database, config, bucket }) => {
  if (config.backupKeepDaily === 0) return;
  const options = { dataDir: config.dataDir, keep: config.backupKeepDaily, bucket };
  const queueNext = (startAfter: Date) => app.jobs.sendWith(DAILY_BACKUP_QUEUE, {}, { startAfter, singletonKey: CHAIN });
  await app.jobs.work(
    DAILY_BACKUP_QUEUE,
    async () => {
      // The next day is queued first: a failed backup is logged and tried again tomorrow, not every few seconds.
      await queueNext(new Date(Date.now() + DAY_MS));
      const archive = await dailyBackup(database, options);
      app.log.info({ archive }, 'daily backup made');
    },
    { policy: 'short', retryLimit: 0 },
  );
  await queueNext(new Date());
});
