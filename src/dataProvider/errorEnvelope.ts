import { isErrorCode, renderProblem, type ErrorLanguage, type Problem } from '../../domain/errors';

/** Field name -> message, as the server's `errors` gives them and react-admin's forms show them. */
export type FieldErrors = Record<string, string>;

/** Field name -> its coded problem, as the server's `fields` gives them. */
type FieldProblems = Record<string, Problem>;

/** An error answer as the client keeps it (docs/api.md, Errors), its texts in the interface language. */
export type ErrorEnvelope = {
  message?: string;
  errors: FieldErrors;
  problem?: Problem;
  fields: FieldProblems;
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** A code this client knows, with parameters; an unknown code is left to the server's message. */
function problemOf(value: unknown): Problem | undefined {
  if (!isObject(value) || !isErrorCode(value.code) || !isObject(value.params)) return undefined;
  // The code and the parameters come from the same catalogue as the server's (domain/errors.ts).
  return { code: value.code, params: value.params } as Problem;
}

function fieldMessagesOf(value: unknown): FieldErrors {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function fieldProblemsOf(value: unknown): FieldProblems {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([field, fieldProblem]) => {
      const known = problemOf(fieldProblem);
      return known ? [[field, known]] : [];
    }),
  );
}

/**
 * The server's error body in the interface language: each known code rendered from the catalogue,
 * the server's Indonesian `message` and `errors` for what has no code this client knows.
 */
export function readErrorEnvelope(body: unknown, language: ErrorLanguage): ErrorEnvelope {
  if (!isObject(body)) return { errors: {}, fields: {} };
  const problem = problemOf(body);
  const fields = fieldProblemsOf(body.fields);
  const errors = fieldMessagesOf(body.errors);
  for (const [field, fieldProblem] of Object.entries(fields)) errors[field] = renderProblem(fieldProblem, language);
  const message = problem ? renderProblem(problem, language) : typeof body.message === 'string' ? body.message : undefined;
  return { message: message || undefined, errors, problem, fields };
}
