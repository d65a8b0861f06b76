import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { AppError, forbidden } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { personOnly } from '../../plugins/auth';
import { dataScope } from '../../plugins/scope';
import type { Caller } from '../../plugins/session';
import { QUEUES, type QueueKind } from './queues';


type RequestRow = { status?: unknown; id_user?: unknown };

/**
 * A request (collaboration, follow-up, order) is its maker's to change while it waits; once
 * decided it is history that nobody changes (docs/sessions-and-access.md, Decided records). An
 * integration key only makes requests: changing or withdrawing one is a person's.
 */
export function ensureEditableRequest(kind: QueueKind, caller: Caller, current: RequestRow) {
  if (current.status !== 'pending') throw new AppError(409, problem('request.decided_no_edit', { kind }));
  if (current.id_user !== personOnly(caller).id) throw forbidden(problem('request.maker_only_edit', { kind }));
}

/** Withdrawing (deleting) requests: only while they wait, by their maker or an administrator. */
export async function ensureWithdrawable(tx: Executor, kind: QueueKind, caller: Caller, ids: number[]) {
  personOnly(caller);
  const { table, requester } = QUEUES[kind];
  const rows: RequestRow[] = await tx.select({ status: table.status, id_user: requester }).from(table).where(inArray(table.id, ids));
  if (rows.some((row) => row.status !== 'pending')) throw new AppError(409, problem('request.decided_no_delete', { kind }));
  if (dataScope(caller).kind !== 'company' && rows.some((row) => row.id_user !== caller.id)) throw forbidden(problem('request.maker_only_delete', { kind }));
}
