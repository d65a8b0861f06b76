import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { AppError, forbidden } from '../../plugins/errors';
import { dataScope } from '../../plugins/scope';
import type { Caller } from '../../plugins/session';
import { QUEUES, type QueueKind } from './queues';

const NOUN: Record<QueueKind, string> = { collab: 'Pengajuan kolaborasi', followup: 'Follow up', order: 'Order' };

const decided = (kind: QueueKind, verb: string) => new AppError(409, `${NOUN[kind]} yang sudah diproses tidak dapat ${verb}.`);
const notTheMaker = (kind: QueueKind, verb: string) => forbidden(`${NOUN[kind]} ini hanya dapat ${verb} oleh pembuatnya.`);

type RequestRow = { status?: unknown; id_user?: unknown };

/**
 * A request (collaboration, follow-up, order) is its maker's to change while it waits; once
 * decided it is history that nobody changes (docs/sessions-and-access.md, Decided records).
 */
export function ensureEditableRequest(kind: QueueKind, caller: Caller, current: RequestRow) {
  if (current.status !== 'pending') throw decided(kind, 'diubah');
  if (current.id_user !== caller.id) throw notTheMaker(kind, 'diubah');
}

/** Withdrawing (deleting) requests: only while they wait, by their maker or an administrator. */
export async function ensureWithdrawable(tx: Executor, kind: QueueKind, caller: Caller, ids: number[]) {
  const { table, requester } = QUEUES[kind];
  const rows: RequestRow[] = await tx.select({ status: table.status, id_user: requester }).from(table).where(inArray(table.id, ids));
  if (rows.some((row) => row.status !== 'pending')) throw decided(kind, 'dihapus');
  if (dataScope(caller).kind !== 'company' && rows.some((row) => row.id_user !== caller.id)) throw notTheMaker(kind, 'dihapus');
}
