import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AKSI } from '../../domain/notifications';
import { ADMINISTRATOR } from '../../domain/permissions';
import type { Database, Executor } from '../db/connection';
import { role, user, webhookAttempt, webhookDelivery, webhookEndpoint } from '../db/schema';
import type { Notifier, Notify } from '../plugins/notifier';
import type { JobQueue } from '../plugins/jobs';
import type { SecretBox } from '../whatsapp/secretBox';
import type { AddressRules, Resolve } from './address';
import { sendOnce, type AttemptOutcome } from './send';

export const DELIVER_QUEUE = 'webhook.deliver';

type WorkerOptions = {
  db: Database;
  jobs: JobQueue;
  notifier: Notifier;
  box: SecretBox;
  rules: AddressRules;
  resolve?: Resolve;
  retryDelaysMs: number[];
  timeoutMs: number;
  pauseAfter: number;
};

/** Every active Administrator of the company hears that an endpoint was paused. */
async function tellAdministrators(tx: Executor, notify: Notify, endpoint: { id: number; id_company: number; url: string }) {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .where(and(eq(user.id_company, endpoint.id_company), eq(role.name, ADMINISTRATOR), eq(user.status, 'active')));
  await notify(
    admins.map((admin) => ({
      id_company: endpoint.id_company,
      id_user: admin.id,
      id_actor: null,
      nama_user: 'Sistem',
      aksi: AKSI.webhookPaused,
      tipe: 'Webhook' as const,
      id_data: endpoint.id,
      nama_order: endpoint.url,
    })),
  );
}

/**
 * Sends the outbox (docs/webhooks.md). `dispatch` queues a job for every committed delivery that
 * waits for one; the job makes one attempt and records it, then either ends the delivery or puts
 * it back with the next delay of the schedule. A job may run twice (two instances dispatched the
 * same row): the claim (pending → sending) lets only one of them attempt.
 */
export function createWorker(o: WorkerOptions) {
  const { db } = o;
  let dispatching: Promise<void> | undefined;
  let again = false;
  /** Set at shutdown: nothing new starts; what is left waits in the table for the next start's sweep. */
  let stopped = false;

  async function dispatchOnce() {
    const waiting = await db
      .select({ id: webhookDelivery.id, next_attempt_at: webhookDelivery.next_attempt_at })
      .from(webhookDelivery)
      .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.id_endpoint))
      .where(and(eq(webhookDelivery.status, 'pending'), isNull(webhookDelivery.queued_at), eq(webhookEndpoint.status, 'active')))
      .orderBy(webhookDelivery.created_at)
      .limit(500);
    for (const delivery of waiting) {
      await o.jobs.sendWith(DELIVER_QUEUE, { id: delivery.id }, { startAfter: delivery.next_attempt_at });
      await db.update(webhookDelivery).set({ queued_at: new Date() }).where(eq(webhookDelivery.id, delivery.id));
    }
    if (waiting.length === 500) again = true;
  }

  /** Queues what waits; calls while one runs are folded into one more round after it. */
  function dispatch(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = (async () => {
      try {
        do {
          again = false;
          await dispatchOnce();
        } while (again && !stopped);
      } finally {
        dispatching = undefined;
      }
    })();
    return dispatching;
  }

  /**
   * Takes back what a dead process left: a 'sending' past its lock, a queued job that never ran.
   * The first sweep of an instance (`all`) queues every waiting delivery again: a job skipped at the
   * last shutdown is then not left waiting; a second job of a delivery only finds it claimed.
   */
  async function sweep(all = false) {
    if (stopped) return;
    if (all) {
      await db.update(webhookDelivery).set({ queued_at: null }).where(and(eq(webhookDelivery.status, 'pending'), isNotNull(webhookDelivery.queued_at)));
    }
    await db
      .update(webhookDelivery)
      .set({ status: 'pending', queued_at: null })
      .where(and(eq(webhookDelivery.status, 'sending'), lte(webhookDelivery.locked_until, sql`now()`)));
    await db
      .update(webhookDelivery)
      .set({ queued_at: null })
      .where(and(eq(webhookDelivery.status, 'pending'), lte(webhookDelivery.next_attempt_at, sql`now() - interval '10 minutes'`)));
    await dispatch();
  }

  async function record(id: string, attempt: number, started_at: Date, outcome: AttemptOutcome) {
    const lastAttempt = attempt > o.retryDelaysMs.length;
    const retry = !outcome.ok && !lastAttempt;
    await o.notifier.transaction(async (tx, notify) => {
      const { ok: _ok, ...result } = outcome;
      await tx.insert(webhookAttempt).values({ id_delivery: id, attempt, started_at, ...result });
      const [delivery] = await tx
        .update(webhookDelivery)
        .set(
          outcome.ok
            ? { status: 'delivered', finished_at: new Date(), locked_until: null }
            : retry
              ? { status: 'pending', next_attempt_at: new Date(Date.now() + o.retryDelaysMs[attempt - 1]), queued_at: null, locked_until: null }
              : { status: 'failed', finished_at: new Date(), locked_until: null },
        )
        .where(eq(webhookDelivery.id, id))
        .returning({ id_endpoint: webhookDelivery.id_endpoint });
      if (outcome.ok) {
        await tx.update(webhookEndpoint).set({ failed_in_row: 0 }).where(eq(webhookEndpoint.id, delivery.id_endpoint));
      } else if (!retry) {
        const [endpoint] = await tx
          .update(webhookEndpoint)
          .set({ failed_in_row: sql`${webhookEndpoint.failed_in_row} + 1` })
          .where(eq(webhookEndpoint.id, delivery.id_endpoint))
          .returning();
        if (endpoint.status === 'active' && endpoint.failed_in_row >= o.pauseAfter) {
          await tx.update(webhookEndpoint).set({ status: 'paused', paused_at: new Date() }).where(eq(webhookEndpoint.id, endpoint.id));
          await tellAdministrators(tx, notify, endpoint);
        }
      }
    });
    return retry;
  }

  /** The job: one attempt of one delivery; none once the server is stopping (the row waits for the next start). */
  async function deliver({ id }: { id: string }, signal: AbortSignal) {
    if (signal.aborted) return;
    const claimed = await db
      .update(webhookDelivery)
      .set({ status: 'sending', attempts: sql`${webhookDelivery.attempts} + 1`, locked_until: sql`now() + make_interval(secs => ${o.timeoutMs / 1000 + 60})` })
      .where(
        and(
          eq(webhookDelivery.id, id),
          eq(webhookDelivery.status, 'pending'),
          lte(webhookDelivery.next_attempt_at, sql`now() + interval '5 seconds'`),
          inArray(webhookDelivery.id_endpoint, db.select({ id: webhookEndpoint.id }).from(webhookEndpoint).where(eq(webhookEndpoint.status, 'active'))),
        ),
      )
      .returning();
    if (!claimed.length) return;
    const [delivery] = claimed;
    const [endpoint] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, delivery.id_endpoint));
    // Deleted since the claim: its deliveries went with it.
    if (!endpoint) return;
    const started_at = new Date();
    const outcome = await sendOnce(
      { id: delivery.id, url: endpoint.url, secret: o.box.open(endpoint.secret), payload: delivery.payload },
      { rules: o.rules, timeoutMs: o.timeoutMs, resolve: o.resolve },
    );
    if (await record(delivery.id, delivery.attempts, started_at, outcome)) await dispatch();
  }

  /** Stops dispatching and waits for a round under way. */
  async function stop() {
    stopped = true;
    await dispatching?.catch(() => undefined);
  }

  return { dispatch, sweep, deliver, stop };
}
