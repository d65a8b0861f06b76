import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { defineReadOnlyResource } from '../../plugins/resource';

/**
 * GET /api/user/v1/members: the company's active people by name, for every member — the owner
 * of a prospect, the target of a collaboration — without the user-management rights /users needs.
 */
export const membersResource = defineReadOnlyResource({
  resource: 'members',
  searchable: [user.name],
  filters: { id_group: user.id_group, id_role: user.id_role },
  visible: () => eq(user.status, 'active'),
  defaultSort: 'name',
});
