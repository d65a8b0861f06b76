import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { chatRoom } from '../../db/schema';
import { dataScope, inScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';

/**
 * Whether a stream's user hears a `chat` event: the room's owner always; a reader of the room (a
 * supervisor of its group, the Administrator) too. A salesperson's stream hears others' rooms
 * without a query, since their scope is their own rooms only.
 */
export async function hearsChat(db: Executor, listener: Member, event: { id_user: number; id_room: number }) {
  if (event.id_user === listener.id) return true;
  const scope = dataScope(listener);
  if (scope.kind === 'own') return false;
  if (scope.kind === 'company') return true;
  const [room] = await db
    .select({ id: chatRoom.id })
    .from(chatRoom)
    .where(and(eq(chatRoom.id, event.id_room), inScope(listener, chatRoom.id_user, chatRoom.id_group)));
  return room !== undefined;
}
