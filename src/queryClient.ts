import { QueryClient } from '@tanstack/react-query';

/** How many times react-query asks again after a failure it may outlive (its default). */
const RETRIES = 3;

/** A refusal (4xx) comes back the same however often it is asked, except a timeout or a rate limit. */
const isFinalRefusal = (error: unknown): boolean => {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * The one query client of the app. A refused read is not retried: a page the role does not open
 * shows its 403 or 404 at once, not after react-query's 7 s of retries (three, backing off).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < RETRIES && !isFinalRefusal(error) },
    },
  });
