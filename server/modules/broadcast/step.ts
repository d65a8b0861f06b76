import { and, eq, getTableColumns, gte, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { broadcast, broadcastRecipient, chatMessage, company } from '../../db/schema';
import { companyTimeZoneOf, dealerDayStartAt } from '../../plugins/dealerDay';
import { publish } from '../../plugins/events';
import { completeIfDone } from '../../whatsapp/broadcastDone';
import { queueOutgoing } from '../../whatsapp/conversation';
import { runCloudStep } from './cloudStep';

/**
 * A broadcast runs as a chain of jobs (docs/whatsapp.md, Broadcasts). Through a linked phone a step
 * puts the next recipient's message in the outbox and queues the following step after a random pause,
 * or on the next day when the sender reached the daily cap; through the business number a step
 * hands over a batch (cloudStep.ts). Nothing waits in memory; the queue's
 * 'short' policy keyed by the broadcast keeps at most one step waiting, so the chain never forks.
 */

const STEP_QUEUE = 'broadcast.step';
type StepData = { id_broadcast: number };
type Pace = Config['broadcast'];

const DAY_MS = 86_400_000;

const pause = (pace: Pace) => (pace.minDelaySeconds + Math.random() * (pace.maxDelaySeconds - pace.minDelaySeconds)) * 1000;

/** Queues a broadcast's next step; refused quietly when one is already waiting (that one carries on). */
export const queueStep = (app: FastifyInstance, id_broadcast: number, startAfter: Date) =>
  app.jobs.sendWith<StepData>(STEP_QUEUE, { id_broadcast }, { startAfter, singletonKey: String(id_broadcast) });

/** How many broadcast messages the sender's linked phone was given since `dayStart` (the dealer's today), from every broadcast. */
async function sentSince(tx: Executor, id_user: number, dayStart: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.id_user, id_user),
        eq(chatMessage.transport, 'linked'),
        eq(chatMessage.direction, 'out'),
        isNotNull(chatMessage.id_broadcast),
        gte(chatMessage.created_at, dayStart),
      ),
    );
  return row.n;
}

/**
 * One step in one transaction: the recipient is claimed (queued → sending) together with the
 * message put in the outbox, so a crash either leaves both undone or both done and nobody gets
 * two messages. Answers when the next step should run, or undefined when the chain ends.
 */
async function runStep(tx: Executor, id_broadcast: number, pace: Pace, now = new Date()): Promise<Date | undefined> {
  const [row] = await tx
    .select({
      ...getTableColumns(broadcast),
      time_zone: companyTimeZoneOf(broadcast.id_company),
      company_cap: sql<number>`(select ${company.linked_broadcast_cap} from ${company} where ${company.id} = ${broadcast.id_company})`,
    })
    .from(broadcast)
    .where(eq(broadcast.id, id_broadcast))
    .for('update');
  if (!row) return undefined;
  if (row.status === 'scheduled') {
    if (row.scheduled_at > now) return row.scheduled_at;
    await tx.update(broadcast).set({ status: 'running', started_at: now }).where(eq(broadcast.id, row.id));
  } else if (row.status !== 'running') return undefined;
  if (row.transport === 'cloud') return runCloudStep(tx, row, now);
  // The cap is per day of the dealer's zone (Pengaturan Instansi); the next day starts the count again.
  const today = dealerDayStartAt(now, row.time_zone);
  // The lower of the server's cap and the one the company's Administrator set.
  if ((await sentSince(tx, row.id_user, today)) >= Math.min(pace.dailyCap, row.company_cap)) {
    const tomorrow = new Date(today.getTime() + DAY_MS);
    await tx.update(broadcast).set({ waiting_until: tomorrow, waiting_for: 'daily_cap' }).where(eq(broadcast.id, row.id));
    await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
    return tomorrow;
  }
  if (row.waiting_for) await tx.update(broadcast).set({ waiting_until: null, waiting_for: null }).where(eq(broadcast.id, row.id));

  const next = tx
    .select({ id: broadcastRecipient.id })
    .from(broadcastRecipient)
    .where(and(eq(broadcastRecipient.id_broadcast, row.id), eq(broadcastRecipient.status, 'queued')))
    .orderBy(broadcastRecipient.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await tx
    .update(broadcastRecipient)
    .set({ status: 'sending', updated_at: now })
    .where(and(eq(broadcastRecipient.id, sql`(${next})`), eq(broadcastRecipient.status, 'queued')))
    .returning();
  if (!claimed?.phone) {
    await completeIfDone(tx, row.id);
    await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
    return undefined;
  }
  const message = await queueOutgoing(tx, {
    id_company: row.id_company,
    id_user: row.id_user,
    phone: claimed.phone,
    name: claimed.name,
    body: claimed.body,
    id_template: row.id_template,
    id_broadcast: row.id,
  });
  await tx.update(broadcastRecipient).set({ id_message: message.id }).where(eq(broadcastRecipient.id, claimed.id));
  await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
  return new Date(now.getTime() + pause(pace));
}

/** The worker: runs a step, then queues the next one (a crash in between is retried by the queue). */
export async function workBroadcastSteps(app: FastifyInstance, database: DatabaseHandle, pace: Pace) {
  await app.jobs.work<StepData>(
    STEP_QUEUE,
    async ({ id_broadcast }) => {
      const next = await database.db.transaction((tx) => runStep(tx, id_broadcast, pace));
      if (next) await queueStep(app, id_broadcast, next);
    },
    { policy: 'short', retryLimit: 10, expireInSeconds: 120 },
  );
}
