import { and, eq } from 'drizzle-orm';
import { visum } from '../../db/schema';
import { inScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';

/** The folder of the file store that holds visit photos; never served by the public /files route. */
export const VISUM_PHOTOS = 'visum';

/**
 * The visits a member sees (docs/sessions-and-access.md, Data scope): an Administrator the
 * company's, a supervisor those recorded in their group, anyone else their own. The group is the
 * one the visitor had when recording, so a later transfer moves no visit between supervisors.
 */
export const visumVisible = (member: Member) => inScope(member, visum.id_user, visum.id_group);

/** A visit of the member's company that the member sees, by id. */
export const visibleVisum = (member: Member, id: number) => and(eq(visum.id, id), eq(visum.id_company, member.id_company), visumVisible(member));
