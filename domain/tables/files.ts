/** Files to remove from the store (docs/database.md, file_removal). */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * A stored file whose row is gone, however it went (its own deletion, or a cascade from an order or
 * a prospect): a trigger queues it in the deleting transaction, so it is queued exactly when the
 * deletion commits, and the housekeeping job of server/files/removals.ts removes it from the store.
 * It holds no company data, only a folder and a random name, so it carries no company.
 */
export const fileRemoval = pgTable('file_removal', {
  id: serial('id').primaryKey(),
  folder: text('folder').notNull(),
  name: text('name').notNull(),
  created_at: createdAt(),
});
