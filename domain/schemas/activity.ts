import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { activityLog } from '../tables/activity';
import { isoString } from './record';

/**
 * An entry of the activity log as Aktivitas Pengguna lists it: who (their name, null once the user
 * is gone, or the name of the integration key that acted), what, and the id of the record's page when the record still exists and has one
 * (domain/activity.ts), else null.
 */
export const activityRecord = createSelectSchema(activityLog, {
  detail: z.record(z.string(), z.unknown()).nullable(),
  created_at: isoString,
})
  .omit({ id_company: true })
  .extend({ user_name: z.string().nullable(), integration_key_name: z.string().nullable(), link_id: z.number().int().nullable() });
