import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Profile } from '../../domain/schemas/profile';
import { refreshIdentity } from '../authProvider/refreshIdentity';
import type { AppDataProvider } from '../dataProvider';
import type { FieldErrors } from '../dataProvider/errorEnvelope';
import { useNotifyFailure } from '../layout/useNotifyFailure';
import { fieldErrorsOf } from '../records/errors';

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

type ChangeTexts = {
  /** What the snackbar says once saved (a catalogue key). */
  saved: string;
  /** The failure prefix with `%{message}`. */
  failed?: string;
  /** A form that shows the server's field errors beside its fields: a refusal of single fields says nothing more. */
  showsFieldErrors?: boolean;
};

/**
 * A change made on Profil: a profile it answers is kept, then a snackbar says it was saved, or why
 * not. The changes run one after the other (one scope), so a quick second change is never
 * overtaken by the first's answer.
 */
export function useProfileChange<Input>(
  change: (input: Input) => Promise<Profile | void>,
  { saved, failed = 'app.profile.save_failed', showsFieldErrors = false }: ChangeTexts,
) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: change,
    scope: { id: 'profile' },
    onSuccess: (profile) => {
      if (profile) keep(profile);
      notify(saved, { type: 'success' });
    },
    onError: (error) => {
      if (!showsFieldErrors || !Object.keys(fieldErrorsOf(error)).length) notifyFailure(failed, error);
    },
  });
}

/** A react-admin form's submit: nothing once it is sent, the server's field errors when it is refused, put beside their fields. */
export const fieldErrorsAfter = (sending: Promise<unknown>): Promise<FieldErrors | undefined> =>
  sending.then(
    () => undefined,
    (error: unknown) => fieldErrorsOf(error),
  );
