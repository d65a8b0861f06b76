import { createSelectSchema } from 'drizzle-zod';
import type { z } from 'zod';
import { notification } from '../tables/activity';
import { isoString } from './record';

/**
 * A notification as its recipient reads it, in the list and in the live stream's `notification`
 * event (docs/api.md): the row without its company, recipient and actor.
 */
export const notificationRecord = createSelectSchema(notification, { created_at: isoString }).omit({ id_company: true, id_user: true, id_actor: true });
export type Notification = z.input<typeof notificationRecord>;
