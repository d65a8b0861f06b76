/** The HTTP status of a failed call as the http layer reports it (0: no answer at all). */
export const statusOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'status' in error ? error.status : undefined;

/** The call got no answer at all: no signal, or the server is down (the http layer's status 0). */
export const gotNoAnswer = (error: unknown): boolean => statusOf(error) === 0;

/** A refusal (4xx) comes back the same however often it is asked, except a timeout or a rate limit. */
export const isFinalRefusal = (error: unknown): boolean => {
  const status = statusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};
