import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { fileRemoval } from '../db/schema';
import type { FileStore } from './store';

/** The housekeeping job that empties file_removal, a chain of one waiting job (the 'short' policy). */
export const FILE_REMOVAL_QUEUE = 'files.remove';
const CHAIN = 'chain';
const EVERY_MS = 15 * 60 * 1000;
const BATCH = 200;

/**
 * Removes the files queued in file_removal (domain/tables/files.ts) from the store, then their rows;
 * answers how many. A file already gone is no error, so two instances at it at once do no harm.
 */
export async function removeQueuedFiles({ db }: DatabaseHandle, files: FileStore) {
  let removed = 0;
  for (;;) {
    const queued = await db.select().from(fileRemoval).orderBy(fileRemoval.id).limit(BATCH);
    for (const { folder, name } of queued) await files.remove(folder, name);
    if (queued.length) await db.delete(fileRemoval).where(inArray(fileRemoval.id, queued.map((row) => row.id)));
    removed += queued.length;
    if (queued.length < BATCH) return removed;
  }
}

/** Runs removeQueuedFiles now and every EVERY_MS, on one instance at a time. */
export default fp<{ database: DatabaseHandle; files: FileStore }>(async (app, { database, files }) => {
  const queueNext = (startAfter: Date) => app.jobs.sendWith(FILE_REMOVAL_QUEUE, {}, { startAfter, singletonKey: CHAIN });
  await app.jobs.work(
    FILE_REMOVAL_QUEUE,
    async () => {
      await removeQueuedFiles(database, files);
      await queueNext(new Date(Date.now() + EVERY_MS));
    },
    { policy: 'short' },
  );
  // Refused when another instance's chain already waits: that one carries on.
  await queueNext(new Date());
});
