import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { problem, renderProblem, type Problem } from '../../domain/errors';

/** Field name -> its problem. */
type FieldProblems = Record<string, Problem>;

/** An answer the client may show: a status, a problem of domain/errors.ts and optional per-field problems. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly problem: Problem,
    readonly fields?: FieldProblems,
  ) {
    super(renderProblem(problem));
  }
}

/** A problem with one field, named both as the answer's message and beside the field. */
export const fieldError = (statusCode: number, field: string, fieldProblem: Problem) =>
  new AppError(statusCode, fieldProblem, { [field]: fieldProblem });

export const forbidden = (reason: Problem = problem('forbidden')) => new AppError(403, reason);
export const notFound = (reason: Problem = problem('not_found')) => new AppError(404, reason);

/**
 * Refuses input from inside a zod schema with a problem of the catalogue: the answer is 400 with
 * that problem, as the lists' own refusals are (an unknown sort column, a date that is none),
 * rather than zod's 422 on the field.
 */
export function refuseWith(ctx: z.RefinementCtx, refusal: Problem) {
  ctx.addIssue({ code: 'custom', message: renderProblem(refusal), params: { problem: refusal } });
}

/** The problem refuseWith gave an issue; fastify-type-provider-zod keeps a custom issue's params under `params`. */
const refusalOf = (issue: { params?: Record<string, unknown> }) => (issue.params?.params as { problem?: Problem } | undefined)?.problem;

type FieldMessages = Record<string, string>;

/**
 * The error envelope (docs/api.md, Errors): `code` and `params` for clients that render their own
 * language, `message` and `errors` in Indonesian as before, and `fields` coding the field messages
 * that have a code (zod's own field messages are Indonesian only).
 */
export function errorBody(main: Problem, fields?: FieldProblems, fieldMessages?: FieldMessages) {
  const rendered: FieldMessages = { ...fieldMessages };
  for (const [field, fieldProblem] of Object.entries(fields ?? {})) rendered[field] = renderProblem(fieldProblem);
  return {
    code: main.code,
    params: main.params,
    message: renderProblem(main),
    ...(Object.keys(rendered).length ? { errors: rendered } : {}),
    ...(fields ? { fields } : {}),
  };
}

/** The largest JSON or form body the API reads; photos have their own limit (files/store.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * PostgreSQL's data exceptions that only bad input causes (text that is no number, numbers or dates
 * out of range, impossible dates, U+0000, text too long). The schemas refuse such input first; this
 * keeps whatever slips past them a 400 rather than a 500.
 */
const PG_BAD_INPUT = new Set(['22P02', '22003', '22007', '22008', '22021', '22001', '22P05']);

/** PostgreSQL's error code, whether the driver is pg or PGlite, and whether Drizzle wrapped it. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === PG_UNIQUE_VIOLATION;

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.problem, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refusal = error.validation.map(refusalOf).find((found) => found !== undefined);
      if (refusal) return reply.code(400).send(errorBody(refusal));
      const errors: FieldMessages = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        errors[field || '_'] ??= issue.message ?? renderProblem(problem('field_invalid'));
      }
      return reply.code(422).send(errorBody(problem('invalid_input'), undefined, errors));
    }
    const code = pgCode(error);
    if (code && PG_BAD_INPUT.has(code)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send(errorBody(problem('invalid_input')));
    }
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.code(409).send(errorBody(problem('duplicate')));
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return reply.code(409).send(errorBody(problem('still_referenced')));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody(problem('body_too_large', { max_mb: MAX_BODY_BYTES / 1024 / 1024 })));
    }
    if (error.statusCode === 413) {
      return reply.code(413).send(errorBody(problem('too_large')));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody(problem('too_many_requests')));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed input caught by Fastify itself (bad JSON, wrong content type, body too large).
      return reply.code(error.statusCode).send(errorBody(problem('unreadable_request')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(problem('server_error')));
  });
});
