import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { chatRoom, mstStatusChat, prospect } from '../../db/schema';

/** The columns of a room as the list answers it, with its prospect's and status's names. */
const roomColumns = {
  id: chatRoom.id,
  id_user: chatRoom.id_user,
  phone: chatRoom.phone,
  transport: chatRoom.transport,
  name: chatRoom.name,
  id_prospect: chatRoom.id_prospect,
  prospect_name: prospect.name,
  id_status: chatRoom.id_status,
  status_name: mstStatusChat.name,
  status_color: mstStatusChat.color,
  last_message: chatRoom.last_message,
  last_message_at: chatRoom.last_message_at,
  last_incoming_at: chatRoom.last_incoming_at,
  unread: chatRoom.unread,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type RoomFilter = { id_company: number; id_user: number; search?: string; id_status?: number };

function whereOf({ id_company, id_user, search, id_status }: RoomFilter): SQL | undefined {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    eq(chatRoom.id_company, id_company),
    eq(chatRoom.id_user, id_user),
    id_status === undefined ? undefined : eq(chatRoom.id_status, id_status),
    pattern ? or(ilike(chatRoom.name, pattern), ilike(chatRoom.phone, pattern)) : undefined,
  );
}

/** One page of a user's rooms, the latest conversation first, and how many there are. */
export async function listRooms(db: Executor, filter: RoomFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [data, [{ total }]] = await Promise.all([
    db
      .select(roomColumns)
      .from(chatRoom)
      .leftJoin(prospect, eq(prospect.id, chatRoom.id_prospect))
      .leftJoin(mstStatusChat, eq(mstStatusChat.id, chatRoom.id_status))
      .where(where)
      .orderBy(sql`${chatRoom.last_message_at} desc nulls last`, desc(chatRoom.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(chatRoom).where(where),
  ]);
  return { data, count: total };
}

/** One room as the list shows it. */
export async function roomRow(db: Executor, id_room: number) {
  const [row] = await db
    .select(roomColumns)
    .from(chatRoom)
    .leftJoin(prospect, eq(prospect.id, chatRoom.id_prospect))
    .leftJoin(mstStatusChat, eq(mstStatusChat.id, chatRoom.id_status))
    .where(eq(chatRoom.id, id_room));
  return row;
}
