import type { QueryClient } from '@tanstack/react-query';
import { forgetIdentity } from '.';

/**
 * Asks the server for the user's identity again, so that what shows it (the top bar's avatar and
 * user menu) follows a change made on Profil without a new login.
 */
export async function refreshIdentity(queryClient: QueryClient): Promise<void> {
  forgetIdentity();
  // react-admin's useGetIdentity keeps its answer under this key.
  await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
}
