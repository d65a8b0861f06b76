import type { z } from 'zod';
import { timestamp } from './fields';

/**
 * A timestamp column's refinement in a record: the Date the driver returns leaves as an ISO 8601
 * string. A function, so drizzle-zod still makes it nullable where the column is.
 */
export const isoString = () => timestamp;

/**
 * The pick mask of the fields an input refines: the columns a client may write are exactly those
 * given a schema (with its Indonesian messages), so no column becomes writable by default.
 */
export const writable = <Fields extends Record<string, z.ZodType>>(fields: Fields) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, true])) as { [K in keyof Fields]: true };
