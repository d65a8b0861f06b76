import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../dataProvider/errorEnvelope';
import { fieldErrorsOf, messageOf } from '../../records/errors';

/** What a failed call tells the user: a message above the form and messages beside fields. */
function explain(error: unknown): { message: string; errors?: FieldErrors } {
  const errors = fieldErrorsOf(error);
  return { message: messageOf(error), errors: Object.keys(errors).length > 0 ? errors : undefined };
}

/**
 * The submit handler of a public form. `send` may answer a message to show in place of the form.
 * A failure's field errors are returned to react-admin's <Form>, which puts them beside the fields.
 */
export function useServerForm<Values extends Record<string, unknown>>(
  send: (values: Values) => Promise<string | void>,
) {
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      setError(undefined);
      try {
        // The form's inputs are the fields of Values.
        const message = await send(values as Values);
        if (message) setNotice(message);
        return undefined;
      } catch (caught) {
        const explained = explain(caught);
        setError(explained.message);
        return explained.errors;
      }
    },
    [send],
  );

  return { onSubmit, error, notice };
}
