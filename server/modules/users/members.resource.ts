import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../db/schema';
import type { ReadableResource } from '../../plugins/resource';

/**
 * GET /api/user/v1/members: the company's active people by name, for every member — the owner
 * of a prospect, the target of a collaboration — without the user-management rights /users needs.
 */
export const membersResource: ReadableResource = {
  name: 'members',
  table: user,
  readModule: null,
  columns: { id: user.id, name: user.name, id_group: user.id_group, id_role: user.id_role, photo: user.photo },
  output: z.object({
    id: z.number(),
    name: z.string(),
    id_group: z.number().nullable(),
    id_role: z.number(),
    photo: z.string().nullable(),
  }),
  searchable: [user.name],
  filters: { id_group: user.id_group, id_role: user.id_role },
  visible: () => eq(user.status, 'active'),
  defaultSort: 'name',
};
