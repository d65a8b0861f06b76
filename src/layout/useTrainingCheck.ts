import { useEffect } from 'react';
import { HttpError } from 'react-admin';
import { getStoredUser } from '../authProvider/session';
import { loadTrainingStatus } from '../authProvider/training';
import { gotNoAnswer } from '../dataProvider/answerStatus';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * docs/product.md: the training check runs once per session (after login, or when the app opens with
 * one). A failure the server answered is a 'Server error'; an exception of the client's own code
 * is a 'Sintaks error'. No answer at all is not said: the app opened without signal says so once
 * ('Tanpa sinyal', offline/OfflineNotice.tsx), and a red error on every page opened offline told
 * the salesperson nothing more.
 */
export function useTrainingCheck(): void {
  const notifyFailure = useNotifyFailure();
  useEffect(() => {
    const user = getStoredUser();
    if (!user) return;
    void loadTrainingStatus(user.id, (error) => {
      if (gotNoAnswer(error)) return;
      notifyFailure(error instanceof HttpError ? 'app.training.server_error' : 'app.training.syntax_error', error);
    });
  }, [notifyFailure]);
}
