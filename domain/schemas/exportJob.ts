import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { exportJob } from '../tables/exports';
import { isoString } from './record';

/** An export as the API answers it: its progress and outcome; never the company nor the link's digest. */
export const exportRecord = createSelectSchema(exportJob, {
  filter: z.record(z.string(), z.unknown()),
  created_at: isoString,
  finished_at: isoString,
}).omit({ id_company: true, link_digest: true, link_expires_at: true });

/** As its JSON arrives (timestamps as ISO strings): what the client receives. */
export type ExportRecord = z.input<typeof exportRecord>;
