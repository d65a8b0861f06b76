import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { broadcast, broadcastRecipient, chatMessage, chatRoom, waCloudAccount } from '../../db/schema';
import { publish } from '../../plugins/events';
import { completeIfDone } from '../../whatsapp/broadcastDone';
import { queueOutgoing } from '../../whatsapp/conversation';

/**
 * A step of a broadcast through the business number (docs/whatsapp.md, Broadcasts through the
 * Cloud API): a batch of recipients goes into the company's Cloud API outbox at once, as the
 * approved template, within what Meta's messaging limit leaves of the rolling 24 hours. The outbox
 * sets the pace; a step waits while the broadcast's earlier batch is still being sent, so pausing
 * stops it within a batch.
 */

type Row = typeof broadcast.$inferSelect;

const BATCH = 50;
/** Messages of the broadcast still in the outbox before the next batch waits for them. */
const BACKLOG = 2 * BATCH;
const BACKLOG_WAIT_MS = 1000;
const DAY_MS = 86_400_000;

/** Unique numbers the business number sent to in the 24 hours before `now`, and when the first of them leaves that window. */
async function windowUse(tx: Executor, id_company: number, now: Date) {
  const [use] = await tx
    .select({ used: sql<number>`count(distinct ${chatRoom.phone})::int`, oldest: sql<Date | null>`min(${chatMessage.created_at})`.mapWith(chatMessage.created_at) })
    .from(chatMessage)
    .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.id_room))
    .where(
      and(
        eq(chatMessage.id_company, id_company),
        eq(chatMessage.transport, 'cloud'),
        eq(chatMessage.direction, 'out'),
        gt(chatMessage.created_at, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return { used: use.used, oldest: use.oldest ?? now };
}

/** How many recipients may be sent now; with none, when to look again. */
async function room(tx: Executor, id_company: number, now: Date): Promise<{ take: number } | { until: Date }> {
  const [account] = await tx.select({ limit: waCloudAccount.messaging_limit }).from(waCloudAccount).where(eq(waCloudAccount.id_company, id_company));
  if (!account || account.limit === null) return { take: BATCH };
  const { used, oldest } = await windowUse(tx, id_company, now);
  const left = account.limit - used;
  return left > 0 ? { take: Math.min(BATCH, left) } : { until: new Date(oldest.getTime() + DAY_MS) };
}

const inOutbox = async (tx: Executor, id_broadcast: number) =>
  tx.$count(broadcastRecipient, and(eq(broadcastRecipient.id_broadcast, id_broadcast), eq(broadcastRecipient.status, 'sending')));

export async function runCloudStep(tx: Executor, row: Row, now: Date): Promise<Date | undefined> {
  if ((await inOutbox(tx, row.id)) >= BACKLOG) return new Date(now.getTime() + BACKLOG_WAIT_MS);
  const allowed = await room(tx, row.id_company, now);
  if ('until' in allowed) {
    await tx.update(broadcast).set({ waiting_until: allowed.until, waiting_for: 'messaging_limit' }).where(eq(broadcast.id, row.id));
    await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
    return allowed.until;
  }
  const next = tx
    .select({ id: broadcastRecipient.id })
    .from(broadcastRecipient)
    .where(and(eq(broadcastRecipient.id_broadcast, row.id), eq(broadcastRecipient.status, 'queued')))
    .orderBy(broadcastRecipient.id)
    .limit(allowed.take)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(broadcastRecipient)
    .set({ status: 'sending', updated_at: now })
    .where(and(inArray(broadcastRecipient.id, next), eq(broadcastRecipient.status, 'queued')))
    .returning();
  if (row.waiting_for) await tx.update(broadcast).set({ waiting_until: null, waiting_for: null }).where(eq(broadcast.id, row.id));
  if (!claimed.length) {
    await completeIfDone(tx, row.id);
    await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
    return undefined;
  }
  // A queued recipient always has a number (the others were skipped), and a Cloud API broadcast always has its template.
  for (const recipient of claimed.sort((a, b) => a.id - b.id)) {
    const message = await queueOutgoing(tx, {
      id_company: row.id_company,
      id_user: row.id_user,
      phone: recipient.phone as string,
      name: recipient.name,
      transport: 'cloud',
      body: recipient.body,
      id_template: row.id_template,
      id_broadcast: row.id,
      meta: { template: row.meta_template as string, params: recipient.meta_params ?? [] },
    });
    await tx.update(broadcastRecipient).set({ id_message: message.id }).where(eq(broadcastRecipient.id, recipient.id));
  }
  await publish(tx, { type: 'broadcast', id_company: row.id_company, id: row.id });
  return now;
}
