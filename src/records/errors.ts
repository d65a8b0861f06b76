import { HTTP_ERROR_MESSAGE } from '../dataProvider/httpErrorMessage';

/** The server's message of a failed call (docs/api.md: always Indonesian), or the generic one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : HTTP_ERROR_MESSAGE;
