import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { group, prospect, user } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';

export type Recipient = { id_user: number; name: string; id_group: number | null; open: number };

/**
 * A recipient's open prospects: neither Deal nor Not Deal. Qualified by hand: Drizzle writes the
 * columns of a one-table select's fields without their table, which would bind them to prospect.
 */
const openProspects = sql<number>`(select count(*)::int from ${prospect} p
  where p.id_user = ${user}.id and p.status not in ('Deal', 'Not Deal'))`;

/** Every active user of the company, by id, with their open prospects: the recipients one may choose. */
export const activeMembers = (tx: Executor, id_company: number, where?: SQL) =>
  tx
    .select({ id_user: user.id, name: user.name, id_group: user.id_group, open: openProspects })
    .from(user)
    .where(and(eq(user.id_company, id_company), eq(user.status, 'active'), where))
    .orderBy(asc(user.id));

/**
 * The named users and the active members of the named groups, each once, by id. Another company's
 * or an inactive user, or another company's group, refuses the call on its field (422).
 */
/** The named users and the members of the named groups; nobody when both lists are empty. */
export const namedOrInGroups = (user_ids: number[], group_ids: number[]) =>
  or(user_ids.length ? inArray(user.id, user_ids) : undefined, group_ids.length ? inArray(user.id_group, group_ids) : undefined) ?? sql`false`;

export async function resolveRecipients(tx: Executor, id_company: number, user_ids: number[], group_ids: number[]): Promise<Recipient[]> {
  if (group_ids.length) {
    const groups = await tx
      .select({ id: group.id })
      .from(group)
      .where(and(eq(group.id_company, id_company), inArray(group.id, group_ids)));
    if (groups.length !== new Set(group_ids).size) throw fieldError(422, 'group_ids', problem('group.not_found'));
  }
  if (!user_ids.length && !group_ids.length) throw new AppError(422, problem('distribution.no_recipients'));
  const recipients = await activeMembers(tx, id_company, namedOrInGroups(user_ids, group_ids));
  const found = new Set(recipients.map((r) => r.id_user));
  if (user_ids.some((id) => !found.has(id))) throw fieldError(422, 'user_ids', problem('distribution.recipient_invalid'));
  if (!recipients.length) throw new AppError(422, problem('distribution.no_recipients'));
  return recipients;
}

