import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { defaultBackupFolder, makeBackup } from './archive';

/** The daily backup, a chain of one waiting job (the 'short' policy), as the other housekeeping. */
export const DAILY_BACKUP_QUEUE = 'backup.daily';
const CHAIN = 'chain';
const DAY_MS = 24 * 60 * 60 * 1000;
const ARCHIVE_NAME = /^cadangan-\d{8}-\d{6}-\d{3}\.tar\.gz$/;

/** Makes today's backup in DATA_DIR/backups and removes the oldest beyond `keep`; answers the archive. */
export async function dailyBackup(database: DatabaseHandle, { dataDir, keep, filesInBucket }: { dataDir: string; keep: number; filesInBucket: boolean }) {
  const into = defaultBackupFolder(dataDir);
  const archive = await makeBackup(database, { dataDir, into, filesInBucket });
  // The names sort as they were made.
  const archives = (await readdir(into)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  for (const old of archives.slice(0, Math.max(0, archives.length - keep))) await rm(path.join(into, old), { force: true });
  return archive;
}

/** With BACKUP_KEEP_DAILY above 0, the app backs itself up once a day, on one instance at a time (docs/backups.md). */
export default fp<{ database: DatabaseHandle; config: Config }>(async (app, { database, config }) => {
  if (config.backupKeepDaily === 0) return;
  const options = { dataDir: config.dataDir, keep: config.backupKeepDaily, filesInBucket: config.s3 !== undefined };
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
