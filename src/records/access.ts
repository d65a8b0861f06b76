import { useGetIdentity } from 'react-admin';
import { isAdministrator, isEnabled } from '../../domain/permissions';
import { useAccessSubject } from '../authProvider/useAccessSubject';

/**
 * To whom the user may give a prospect, as the server's dataScope allows it: an administrator to
 * anyone (an empty members filter), a supervisor (a role with `groups` and a group) to their group,
 * anyone else to nobody but themselves (undefined: the owner is not asked).
 */
export function useAssignableMembers(): Record<string, unknown> | undefined {
  const subject = useAccessSubject();
  const { identity } = useGetIdentity();
  if (!subject) return undefined;
  if (isAdministrator(subject)) return {};
  const group: unknown = identity?.id_group;
  return isEnabled(subject, 'groups') && typeof group === 'number' ? { id_group: group } : undefined;
}
