import { HttpError } from 'react-admin';
import type { ErrorEnvelope, FieldErrors } from '../dataProvider/errorEnvelope';
import { HTTP_ERROR_MESSAGE } from '../dataProvider/httpErrorMessage';

/** The message of a failed call, already in the interface language (dataProvider/http.ts), or the generic one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : HTTP_ERROR_MESSAGE;

/** The field errors a failed call answered (`body.errors`, in the interface language), for react-admin's form or a field's helper text. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  return (error.body as Partial<ErrorEnvelope> | null)?.errors ?? {};
}

/** The open prospect that already has the phone a save was refused for: the answer's params, never its sentence. */
export function prospectWithPhone(error: unknown): number | undefined {
  if (!(error instanceof HttpError)) return undefined;
  // http.ts gives every HttpError of the API an ErrorEnvelope body.
  const { problem } = error.body as ErrorEnvelope;
  return problem?.code === 'prospect.phone_taken' ? problem.params.id : undefined;
}
