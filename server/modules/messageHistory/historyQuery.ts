import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { broadcast, broadcastRecipient, chatMessage, chatRoom } from '../../db/schema';
import { columnValue, parseFilter, searchText } from '../../plugins/filterValues';
import { escapeLike, type FilterValue, type QueryShape } from '../../plugins/resourceQuery';
import { createdFromOf, createdToOf } from '../../plugins/dealerDay';

/** A name, or a number as people type it (0812…, 62812…, +62 812-…), against a name and an E.164 phone column. */
export function nameOrPhone(name: AnyPgColumn, phone: AnyPgColumn, text: string): SQL | undefined {
  const byName = ilike(name, `%${escapeLike(text)}%`);
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return byName;
  return or(byName, ilike(phone, `%${digits.replace(/^0/, '62')}%`));
}

const textOf = (value: FilterValue, name: string) => parseFilter(searchText, value, name);

/**
 * Riwayat Pesan (docs/whatsapp.md): the messages the company's users sent, filtered by sender,
 * contact (the room's number or name, partly), status and period (days in West Indonesia Time).
 * The same shape selects the rows of the 'message' export.
 */
export const messageShape: QueryShape = {
  table: chatMessage,
  searchable: [],
  visible: () => eq(chatMessage.direction, 'out'),
  filters: {
    id_user: chatMessage.id_user,
    status: chatMessage.status,
    contact: (value) => {
      const text = textOf(value, 'contact');
      const rooms = nameOrPhone(chatRoom.name, chatRoom.phone, text);
      return text ? sql`${chatMessage.id_room} in (select ${chatRoom.id} from ${chatRoom} where ${rooms})` : undefined;
    },
    from: createdFromOf(chatMessage.created_at),
    to: createdToOf(chatMessage.created_at),
  },
};

/** An equality on a column of another table than the shape's, its value read as the column's. */
const equals = (column: AnyPgColumn, name: string) => (value: FilterValue) => eq(column, parseFilter(columnValue(column), value, name));

/** The broadcasts matching a condition on the broadcast table, as a condition on a recipient. */
const ofBroadcasts = (condition: SQL | undefined) =>
  sql`${broadcastRecipient.id_broadcast} in (select ${broadcast.id} from ${broadcast} where ${condition ?? sql`true`})`;

/**
 * The 'broadcast' export (Riwayat Pesan Siaran): the recipients of one broadcast (id_broadcast, and
 * their status), or of the broadcasts Riwayat Pesan Siaran's filter selects (search by name,
 * sender, the broadcast's status, period of creation).
 */
export const recipientShape: QueryShape = {
  table: broadcastRecipient,
  searchable: [],
  filters: {
    id_broadcast: broadcastRecipient.id_broadcast,
    status: broadcastRecipient.status,
    search: (value) => {
      const text = textOf(value, 'search');
      return text ? ofBroadcasts(ilike(broadcast.name, `%${escapeLike(text)}%`)) : undefined;
    },
    id_user: (value) => ofBroadcasts(equals(broadcast.id_user, 'id_user')(value)),
    broadcast_status: (value) => ofBroadcasts(equals(broadcast.status, 'broadcast_status')(value)),
    from: (value, caller) => ofBroadcasts(createdFromOf(broadcast.created_at)(value, caller)),
    to: (value, caller) => ofBroadcasts(createdToOf(broadcast.created_at)(value, caller)),
  },
};
