import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { problem } from '../../domain/errors';
import { AppError } from './errors';

/** PostgreSQL cannot hold U+0000 in text (it answers an encoding error), so no input may carry it. */
export const hasNul = (text: string) => text.includes('\u0000');

/** The path to the first key or string holding U+0000 in parsed input; undefined when there is none. */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = hasNul(key) ? [...path, key] : nulPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The zod validator of every route, refusing U+0000 anywhere in a body, query or path first, so
 * no route can forget to: a body answers 422 naming the field, the address 400.
 */
export const validatorRefusingNul: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = nulPath(data);
    if (!path) return validate(data);
    const field = path.join('.') || '_';
    const error =
      route.httpPart === 'body'
        ? new AppError(422, problem('invalid_input'), { [field]: problem('field_nul') })
        : new AppError(400, problem('parameter_nul', { name: field }));
    return { error };
  };
};
