import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/connection';

/**
 * The durable job queue: pg-boss, in its own schema of the same database (embedded or server), so
 * work outlives a restart and several instances share it (one of them takes each job). Imports,
 * exports and distribution rules run here (docs/architecture.md, Background work).
 */

type JobContext = {
  id: string;
  /** Aborted when the server shuts down: a long job stops between two steps and fails cleanly. */
  signal: AbortSignal;
};

export type JobHandler<Data> = (data: Data, context: JobContext) => Promise<void>;

type QueueOptions = {
  /** How long one run may take before the queue counts it as failed (a killed process, a hang). */
  expireInSeconds?: number;
  /** How often a failed run is tried again; 0 for work whose failure a person must see. */
  retryLimit?: number;
  /**
   * 'short': at most one waiting job per singleton key (a self-rescheduling chain never forks).
   * 'stately': besides, at most one running per key, on every instance together.
   */
  policy?: 'standard' | 'short' | 'stately';
};

type SendOptions = {
  /** Not before this time: the job waits in the database, not in memory, so a restart keeps it. */
  startAfter?: Date;
  /** With the queue's 'short' or 'stately' policy, a second waiting job of the same key is refused. */
  singletonKey?: string;
};

export type JobQueue = {
  /** Creates the queue if needed and runs its jobs in this process, one at a time. */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: QueueOptions): Promise<void>;
  /** Queues a job; a worker of this process, if there is one, starts on it at once. */
  send<Data extends object>(name: string, data: Data): Promise<string>;
  /** Queues a job unless the queue's policy refuses it (answers null then), e.g. a key already waiting. */
  sendWith<Data extends object>(name: string, data: Data, options: SendOptions): Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const SCHEMA = 'pgboss';
/** Another instance's job is noticed within this time; a local one is started at once (send). */
const POLLING_SECONDS = 2;

export default fp<{ database: DatabaseHandle }>(async function jobs(app: FastifyInstance, { database }) {
  // pg-boss records a job's end (complete or fail) without awaiting it, so that write may still be
  // on its way when stop() resolves: shutdown waits for every statement and handler it started.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <T>(statement: Promise<T>) => {
    inFlight.add(statement);
    const settled = () => inFlight.delete(statement);
    statement.then(settled, settled);
    return statement;
  };
  const boss = new PgBoss({
    schema: SCHEMA,
    db: {
      executeSql: async (text: string, values?: unknown[]) => ({
        rows: await tracked(values?.length ? database.query(text, values) : database.script(text)),
      }),
    },
    // Cron schedules are not used; the maintenance loop expires killed jobs and archives old ones.
    schedule: false,
  });
  boss.on('error', (err) => app.log.error({ err }, 'job queue'));
  await boss.start();

  const shutdown = new AbortController();
  const workers = new Map<string, string>();
  const queues = new Map<string, Promise<void>>();
  const defineQueue = async (name: string, options: QueueOptions) => {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
    else await boss.createQueue(name, { name, ...options });
  };
  /** The worker's options win: it defines the queue, a sender only makes sure the queue exists. */
  const ensureQueue = (name: string) => {
    const created = queues.get(name) ?? defineQueue(name, {});
    queues.set(name, created);
    return created;
  };

  app.decorate('jobs', {
    async work<Data extends object>(name: string, handler: JobHandler<Data>, options?: QueueOptions) {
      const defined = defineQueue(name, options ?? {});
      queues.set(name, defined);
      await defined;
      const id: string = await boss.work<Data>(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async ([job]) => {
        try {
          await tracked(handler(job.data, { id: job.id, signal: shutdown.signal }));
        } finally {
          // pg-boss waits out its polling interval after every job, even with more waiting: asked
          // at once, the worker takes the next one without that pause (twenty exports queued
          // together took 40 s to drain, most of it waiting).
          boss.notifyWorker(id);
        }
      });
      workers.set(name, id);
    },
    async send<Data extends object>(name: string, data: Data) {
      await ensureQueue(name);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`the job queue refused a job for ${name}`);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async sendWith<Data extends object>(name: string, data: Data, options: SendOptions) {
      await ensureQueue(name);
      const id = await boss.send(name, data, options);
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
  } satisfies JobQueue);

  app.addHook('onClose', async () => {
    shutdown.abort();
    // Running jobs see the signal and stop between two steps; what they leave is failed, not half done.
    await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    // A handler still running when stop() gave up is waited for too, and then the job's end, which
    // pg-boss writes some ticks after the handler returns, without awaiting it: a write that found
    // the database closed was an unhandled rejection.
    do {
      await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (inFlight.size);
  });
});
