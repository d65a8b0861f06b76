import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../layout/useNotifyFailure';
import { fieldErrorsOf } from './errors';

export type ChangeTexts = {
  /** What the snackbar says once saved (a catalogue key). */
  saved: string;
  /** The failure prefix with `%{message}`. */
  failed: string;
  /** A form that shows the server's field errors beside its fields: a refusal of single fields says nothing more. */
  showsFieldErrors?: boolean;
};

/**
 * A change on a settings page (Profil, Pengaturan Instansi): the record it answers is kept, then a
 * snackbar says it was saved, or why not. The page's changes run one after the other (`scope`), so
 * a quick second change is never overtaken by the first's answer.
 */
export function useSavedChange<Input, Answer>(
  scope: string,
  change: (input: Input) => Promise<Answer>,
  keep: (answer: Answer) => void,
  { saved, failed, showsFieldErrors = false }: ChangeTexts,
) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: change,
    scope: { id: scope },
    onSuccess: (answer) => {
      keep(answer);
      notify(saved, { type: 'success' });
    },
    onError: (error) => {
      if (!showsFieldErrors || !Object.keys(fieldErrorsOf(error)).length) notifyFailure(failed, error);
    },
  });
}
