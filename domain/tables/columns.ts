import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every table file uses. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Rupiah amounts: whole rupiah, never fractions; bigint read as number (safe below 2^53). */
export const rupiah = (name: string) => bigint(name, { mode: 'number' });
