import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { problem } from '../../domain/errors';
import { AppError } from './errors';

/** PostgreSQL cannot hold U+0000 in text (it answers an encoding error), so no input may carry it. */
export const hasNul = (text: string) => text.includes('\u0000');

/**
 * How deep input may nest (an object or array counts one level). The deepest input any schema
 * reads is a few levels; past this a walk over the input could exhaust the stack instead.
 */
export const MAX_INPUT_DEPTH = 32;

type InputFlaw = { kind: 'nul'; path: string[] } | { kind: 'too_deep' };

/**
 * The first flaw of parsed input: a key or string holding U+0000 (with its path), unless `nulAllowed`
 * (a list's JSON parameter, whose filters refuse it naming the filter), or objects and arrays nested
 * deeper than MAX_INPUT_DEPTH. Walked with a list of its own, never by recursion, so that no input
 * can exhaust the stack.
 */
export function inputFlaw(input: unknown, { nulAllowed = false } = {}): InputFlaw | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!nulAllowed && hasNul(value)) return { kind: 'nul', path };
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) return { kind: 'too_deep' };
      // Reversed onto the list, so that the first field is looked at first.
      for (const [key, inner] of Object.entries(value).reverse()) {
        if (!nulAllowed && hasNul(key)) return { kind: 'nul', path: [...path, key] };
        pending.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** The answer to flawed input: 400 for nesting, 422 naming the field for U+0000 in a body, 400 in the address. */
function refusalOf(flaw: InputFlaw, httpPart: string | undefined) {
  if (flaw.kind === 'too_deep') return new AppError(400, problem('input_too_deep', { max_depth: MAX_INPUT_DEPTH }));
  const field = flaw.path.join('.') || '_';
  return httpPart === 'body'
    ? new AppError(422, problem('invalid_input'), { [field]: problem('field_nul') })
    : new AppError(400, problem('parameter_nul', { name: field }));
}

/**
 * The zod validator of every route, refusing U+0000 anywhere in a body, query or path, and input
 * nested too deep, before the schema reads it, so no route can forget to.
 */
export const validatorRefusingNul: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const flaw = inputFlaw(data);
    return flaw ? { error: refusalOf(flaw, route.httpPart) } : validate(data);
  };
};
