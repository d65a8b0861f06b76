import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { chatRoom, user, waAccount } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../plugins/errors';
import { inScope, usersInScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { problem } from '../../../domain/errors';
import type { WaTransportKind } from '../../../domain/vocabularies';
import { hasCloudAccount } from '../../whatsapp/cloud/cloudAccount';

/**
 * Who reaches which rooms (docs/whatsapp.md, Chat): everyone reads their own; a supervisor reads the
 * rooms of their group, the Administrator every room of the company; only the owner writes in one.
 */

/** The user whose rooms a list is about: the caller, or one of their company they reach by data scope. */
export async function ensureReadableUser(db: Executor, caller: Member, id_user: number) {
  if (id_user === caller.id) return;
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id_user), eq(user.id_company, caller.id_company), usersInScope(caller)));
  if (!found) throw forbidden();
}

/** A room the caller may read; 404 for another company's or one out of their scope. */
export async function readableRoom(db: Executor, caller: Member, id_room: number) {
  const [room] = await db
    .select()
    .from(chatRoom)
    .where(and(eq(chatRoom.id, id_room), eq(chatRoom.id_company, caller.id_company), inScope(caller, chatRoom.id_user, chatRoom.id_group)));
  if (!room) throw notFound();
  return room;
}

/** A room the caller owns: readers of it (supervisor, Administrator) get 403. */
export async function ownedRoom(db: Executor, caller: Member, id_room: number) {
  const room = await readableRoom(db, caller, id_room);
  if (room.id_user !== caller.id) throw forbidden();
  return room;
}

/**
 * Sending needs the room's WhatsApp: the owner's linked phone, or the company's business number.
 * The outbox would otherwise keep the message forever.
 */
export async function ensureCanSend(db: Executor, caller: Member, transport: WaTransportKind) {
  if (transport === 'cloud') {
    if (!(await hasCloudAccount(db, caller.id_company))) throw new AppError(409, problem('wa.cloud_not_connected'));
    return;
  }
  const [account] = await db.select({ status: waAccount.status }).from(waAccount).where(eq(waAccount.id_user, caller.id));
  if (account?.status !== 'linked') throw new AppError(409, problem('wa.not_linked'));
}
