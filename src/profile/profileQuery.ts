import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { Profile } from '../../domain/schemas/profile';
import { refreshIdentity } from '../authProvider/refreshIdentity';
import type { AppDataProvider } from '../dataProvider';
import type { FieldErrors } from '../dataProvider/errorEnvelope';
import { fieldErrorsOf } from '../records/errors';
import { useSavedChange, type ChangeTexts } from '../records/useSavedChange';

/** The react-query key of the signed-in user's profile (Profil). */
const PROFILE_KEY = ['profile'] as const;

/** The profile; a failure is shown with a retry button rather than retried behind the user's back (as the dashboard does). */
export function useProfile() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => dataProvider.profile(), retry: false });
}

/** Keeps a profile the server answered after a change: shown at once, and the top bar's identity read again. */
export function useKeepProfile(): (profile: Profile) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void refreshIdentity(queryClient);
    },
    [queryClient],
  );
}

/**
 * A change made on Profil (useSavedChange): a profile it answers is kept, and the top bar's identity
 * read again.
 */
export function useProfileChange<Input>(
  change: (input: Input) => Promise<Profile | void>,
  { failed = 'app.profile.save_failed', ...texts }: Omit<ChangeTexts, 'failed'> & { failed?: string },
) {
  const keep = useKeepProfile();
  return useSavedChange('profile', change, (profile) => profile && keep(profile), { failed, ...texts });
}

/** A react-admin form's submit: nothing once it is sent, the server's field errors when it is refused, put beside their fields. */
export const fieldErrorsAfter = (sending: Promise<unknown>): Promise<FieldErrors | undefined> =>
  sending.then(
    () => undefined,
    (error: unknown) => fieldErrorsOf(error),
  );
