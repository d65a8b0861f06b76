import { z } from 'zod';
import { idField } from '../domain/schemas/fields';

// Messages that zod writes itself (type errors and the like) come out in Indonesian too.
z.config(z.locales.id());

/** Form-encoded booleans arrive as 'true' / 'false'. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const idParams = z.object({ id: idField() });

export const messageEnvelope = z.object({ message: z.string() });

/** A multipart upload of one file in `field`: documented as multipart/form-data (server/openapi/document.ts). */
export const multipartUpload = (field: string) => ({ consumes: ['multipart/form-data'], 'x-multipart': field });

/** An answer that is a file or a stream of these content types rather than JSON (server/openapi/document.ts). */
export const producing = (...types: string[]) => ({ 'x-produces': types });

/**
 * Error statuses a route answers beyond those derived from what it is (server/openapi/operation.ts),
 * e.g. a public login's 401 for a wrong password.
 */
export const alsoErrors = (...statuses: number[]) => ({ 'x-also-errors': statuses });
