import { inArray, sql } from 'drizzle-orm';
import { prospect } from '../../db/schema';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import type { ApprovalOptions } from './approval.routes';

type OnDecided = ApprovalOptions['onDecided'];

const prospectsById = async (tx: Parameters<OnDecided>[0], ids: number[]) =>
  new Map(
    (await tx.select({ id: prospect.id, name: prospect.name, id_user: prospect.id_user }).from(prospect).where(inArray(prospect.id, ids))).map(
      (p) => [p.id, p],
    ),
  );

/** Collaboration: the requester learns the answer; approved, they now see and work the prospect. */
export const onCollabDecided: OnDecided = async (tx, caller, rows, decision, notify) => {
  const prospects = await prospectsById(tx, rows.map((r) => r.id_prospect as number));
  const aksi = decision === 'approved' ? AKSI.collabApproved : AKSI.collabRejected;
  for (const row of rows) {
    const about = prospects.get(row.id_prospect as number)!;
    await notify(noticeFrom(caller, [row.id_user as number], aksi, { tipe: 'Prospek', id_data: about.id, nama_prospect: about.name }));
  }
};

/** Follow-up: whoever recorded it learns the answer. */
export const onFollowUpDecided: OnDecided = async (tx, caller, rows, decision, notify) => {
  const prospects = await prospectsById(tx, rows.map((r) => r.id_prospect as number));
  const aksi = decision === 'approved' ? AKSI.followUpApproved : AKSI.followUpRejected;
  for (const row of rows) {
    const about = prospects.get(row.id_prospect as number)!;
    await notify(noticeFrom(caller, [row.id_user as number], aksi, { tipe: 'Prospek', id_data: about.id, nama_prospect: about.name }));
  }
};

/** Order: an approved SPK makes its prospect a Deal; the seller and the prospect's owner learn it. */
export const onOrderDecided: OnDecided = async (tx, caller, rows, decision, notify) => {
  const prospects = await prospectsById(tx, rows.map((r) => r.id_prospect as number));
  if (decision === 'approved') {
    await tx
      .update(prospect)
      .set({ status: 'Deal', updated_at: sql`now()` })
      .where(inArray(prospect.id, [...prospects.keys()]));
  }
  const aksi = decision === 'approved' ? AKSI.orderApproved : AKSI.orderRejected;
  for (const row of rows) {
    const owner = prospects.get(row.id_prospect as number)!.id_user;
    await notify(noticeFrom(caller, [row.id_user as number, owner], aksi, { tipe: 'Order', id_data: row.id, nama_order: row.number as string }));
  }
};
