import { useCallback } from 'react';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { isSessionError } from '../dataProvider/http';
import { HTTP_ERROR_MESSAGE } from '../dataProvider/httpErrorMessage';

/** What a failure says to the user: the server's message, an exception's message, or the generic one. */
export function failureMessage(error: unknown, translate: TranslateFunction): string {
  if (error instanceof Error && error.message) return translate(error.message, { _: error.message });
  return translate(HTTP_ERROR_MESSAGE);
}

/**
 * Shows a failed call as an error snackbar: `key` is the page's failure prefix with `%{message}` ('Gagal membaca notifikasi : …'). A lost
 * session is left out: the login page says why it ended.
 */
export function useNotifyFailure(): (key: string, error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (key: string, error: unknown) => {
      if (isSessionError(error)) return;
      notify(key, { type: 'error', messageArgs: { message: failureMessage(error, translate) } });
    },
    [notify, translate],
  );
}
