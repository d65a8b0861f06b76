import { and, eq, inArray, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { BroadcastStatus } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { broadcast, broadcastRecipient } from '../../db/schema';
import { publish } from '../../plugins/events';
import { AppError, notFound } from '../../plugins/errors';
import { inScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { SKIP_REASONS } from './audience';

/** A broadcast the member reaches (the sender, their group's supervisor, the Administrator), locked for a change. */
export async function reachableBroadcast(tx: Executor, member: Member, id: number, lock = false) {
  const query = tx
    .select()
    .from(broadcast)
    .where(and(eq(broadcast.id, id), eq(broadcast.id_company, member.id_company), inScope(member, broadcast.id_user, broadcast.id_group)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export type Control = 'pause' | 'resume' | 'cancel';

const FROM: Record<Control, readonly BroadcastStatus[]> = {
  pause: ['scheduled', 'running'],
  resume: ['paused'],
  cancel: ['scheduled', 'running', 'paused'],
};

/**
 * Pause stops the chain at its next step (the message already in the outbox still goes); resume
 * continues with the first recipient still queued; cancel skips every queued recipient. Answers
 * when the next step should run (resume), for the caller to queue it after the commit.
 */
export async function controlBroadcast(tx: Executor, member: Member, id: number, control: Control) {
  const row = await reachableBroadcast(tx, member, id, true);
  if (!FROM[control].includes(row.status)) throw new AppError(409, problem('wa.broadcast_state'));
  const now = new Date();
  let resumeAt: Date | undefined;
  if (control === 'pause') {
    await tx.update(broadcast).set({ status: 'paused' }).where(eq(broadcast.id, id));
  } else if (control === 'resume') {
    const later = row.scheduled_at > now;
    resumeAt = later ? row.scheduled_at : now;
    await tx
      .update(broadcast)
      .set({ status: later ? 'scheduled' : 'running', started_at: later ? null : (row.started_at ?? now) })
      .where(eq(broadcast.id, id));
  } else {
    const cancelled = await tx
      .update(broadcastRecipient)
      .set({ status: 'skipped', reason: SKIP_REASONS.cancelled, updated_at: now })
      .where(and(eq(broadcastRecipient.id_broadcast, id), inArray(broadcastRecipient.status, ['queued'])))
      .returning({ id: broadcastRecipient.id });
    await tx
      .update(broadcast)
      .set({ status: 'cancelled', finished_at: now, skipped: sql`${broadcast.skipped} + ${cancelled.length}` })
      .where(eq(broadcast.id, id));
  }
  await publish(tx, { type: 'broadcast', id_company: row.id_company, id });
  return resumeAt;
}
