import { DrizzleQueryError } from 'drizzle-orm';

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log may show it: its kind, message, codes and stack frames, and for a failed
 * query the SQL text only. A query's parameters (a password hash, a token digest) and PostgreSQL's
 * `detail` (which quotes the failing row) never reach the log.
 */
export function loggableError(error: Error, depth = 0): LoggedError {
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  // The stack's first lines repeat the message, parameters included: keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = error.cause instanceof Error && depth < 5 ? loggableError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
    ...(cause && { cause }),
  };
}
