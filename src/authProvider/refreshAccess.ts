import type { QueryClient } from '@tanstack/react-query';
import { forgetAccessSubject } from '.';

/**
 * Asks the server for the user's permissions again and lets everything that read them decide
 * anew: the menus (useAccessSubject) and react-admin's canAccess, so a page that became forbidden
 * shows the access-denied page. Called when the live stream says the role's rows changed, and
 * after saving the matrix of one's own role.
 */
export async function refreshAccess(queryClient: QueryClient): Promise<void> {
  forgetAccessSubject();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['accessSubject'] }),
    // react-admin's useCanAccess and useCanAccessResources keep their answers under this prefix.
    queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] }),
  ]);
}
