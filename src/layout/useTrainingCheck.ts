import { useEffect } from 'react';
import { HttpError } from 'react-admin';
import { getStoredUser } from '../authProvider/session';
import { loadTrainingStatus } from '../authProvider/training';
import { useOnline } from '../offline/useOnline';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * docs/product.md: the training check runs once per session (after login, or when the app opens with
 * one). A failure the server answered is a 'Server error'; an exception of the client's own code
 * is a 'Sintaks error'. Without signal the check waits, and runs when the signal returns: a red
 * error on every page opened offline, under the 'Tanpa sinyal' notice, told the salesperson nothing.
 */
export function useTrainingCheck(): void {
  const notifyFailure = useNotifyFailure();
  const online = useOnline();
  useEffect(() => {
    const user = getStoredUser();
    if (!user || !online) return;
    loadTrainingStatus(user.id, (error) =>
      notifyFailure(error instanceof HttpError ? 'app.training.server_error' : 'app.training.syntax_error', error),
    ).catch(() => undefined);
  }, [notifyFailure, online]);
}
