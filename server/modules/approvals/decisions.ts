import { inArray, sql } from 'drizzle-orm';
import { prospect } from '../../db/schema';
import { AKSI, type Aksi } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { emitWebhooks } from '../../webhooks/outbox';
import type { ApprovalOptions } from './approval.routes';
import { awaitingLeasing } from '../leasing/deal';

type OnDecided = ApprovalOptions['onDecided'];

const prospectsById = async (tx: Parameters<OnDecided>[0], ids: number[]) =>
  new Map(
    (await tx.select({ id: prospect.id, name: prospect.name, id_user: prospect.id_user }).from(prospect).where(inArray(prospect.id, ids))).map(
      (p) => [p.id, p],
    ),
  );

/** The requester of a prospect's request learns the answer, under the words of each decision. */
const tellRequester =
  (aksi: Record<'approved' | 'rejected', Aksi>): OnDecided =>
  async (tx, caller, rows, decision, notify) => {
    const prospects = await prospectsById(tx, rows.map((r) => r.id_prospect as number));
    for (const row of rows) {
      const about = prospects.get(row.id_prospect as number)!;
      await notify(noticeFrom(caller, [row.id_user as number], aksi[decision], { tipe: 'Prospek', id_data: about.id, nama_prospect: about.name }));
    }
  };

/** Collaboration: approved, the requester now sees and works the prospect. */
export const onCollabDecided = tellRequester({ approved: AKSI.collabApproved, rejected: AKSI.collabRejected });

/** Follow-up: whoever recorded it learns the answer. */
export const onFollowUpDecided = tellRequester({ approved: AKSI.followUpApproved, rejected: AKSI.followUpRejected });

/**
 * Order: an approved SPK makes its prospect a Deal, unless it is a credit sale still waiting for its
 * leasing (docs/leasing.md); the seller and the prospect's owner learn the decision.
 */
export const onOrderDecided: OnDecided = async (tx, caller, rows, decision, notify) => {
  const prospects = await prospectsById(tx, rows.map((r) => r.id_prospect as number));
  if (decision === 'approved') {
    const waiting = await awaitingLeasing(tx, rows.map((r) => r.id));
    const dealt = rows.filter((r) => !waiting.has(r.id)).map((r) => r.id_prospect as number);
    if (dealt.length) {
      await tx
        .update(prospect)
        .set({ status: 'Deal', updated_at: sql`now()` })
        .where(inArray(prospect.id, dealt));
    }
  }
  const aksi = decision === 'approved' ? AKSI.orderApproved : AKSI.orderRejected;
  await emitWebhooks(tx, caller.id_company, decision === 'approved' ? 'order.approved' : 'order.rejected', rows);
  for (const row of rows) {
    const owner = prospects.get(row.id_prospect as number)!.id_user;
    await notify(noticeFrom(caller, [row.id_user as number, owner], aksi, { tipe: 'Order', id_data: row.id, nama_order: row.number as string }));
  }
};
