import { useQuery } from '@tanstack/react-query';
import { loadAccessSubject } from '.';
import type { AccessSubject } from '../../domain/permissions';
import { getStoredUser } from './session';

/** What a subject without known permissions sees: docs/product.md only logs the permission call's failure. */
const NO_PERMISSIONS: AccessSubject = { role_name: '', permissions: [] };

/** The role name and permission rows of the logged-in user; undefined while they load. */
export function useAccessSubject(): AccessSubject | undefined {
  const userId = getStoredUser()?.id;
  const { data, isError } = useQuery({
    // The user's id in the key: a session lost without logout leaves react-query's cache behind.
    queryKey: ['accessSubject', userId],
    queryFn: loadAccessSubject,
    enabled: userId !== undefined,
    retry: false,
  });
  return isError ? NO_PERMISSIONS : data;
}
