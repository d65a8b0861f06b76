import { z } from 'zod';
import { FOLLOW_UP_METHODS, PROSPECT_STATUSES } from '../vocabularies';
import { timestamp } from './fields';

/**
 * "Hari ini" (docs/api.md, Dashboard): whom to contact today, for the caller's scope. Each list
 * holds its first items and its total; the full lists are the prospect, follow-up and approval
 * lists with the same filters.
 */

/** A prospect as a list of today shows it: enough to call, message or open it. */
const todayProspect = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  status: z.enum(PROSPECT_STATUSES),
  id_user: z.number().nullable(),
  owner_name: z.string().nullable(),
});

const section = <Item extends z.ZodType>(item: Item) => z.object({ total: z.number(), items: z.array(item) });

export const REQUEST_KINDS = ['followup', 'collab', 'order'] as const;

export const todayOutput = z.object({
  /** Next follow-up before tomorrow (overdue first), on prospects still open. */
  due: section(todayProspect.extend({ next_follow_up: timestamp })),
  /** Handed out by Distribusi Data in the last days and not worked on since. */
  new_leads: section(todayProspect.extend({ assigned_at: timestamp })),
  /** Follow-ups planned for today and not yet done. */
  planned: section(
    todayProspect.extend({ id_follow_up: z.number(), method: z.enum(FOLLOW_UP_METHODS), scheduled_at: timestamp }),
  ),
  /** The caller's own requests that wait for a decision. */
  awaiting: section(
    z.object({ kind: z.enum(REQUEST_KINDS), id: z.number(), id_prospect: z.number(), prospect_name: z.string(), created_at: timestamp }),
  ),
});
/** What the client reads. */
export type Today = z.input<typeof todayOutput>;
