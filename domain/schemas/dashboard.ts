import { z } from 'zod';
import { DATA_SCOPES } from '../vocabularies';

/**
 * The dashboard's figures (docs/api.md, Dashboard): the server documents its answer with this
 * schema, the client takes its type only.
 */

const statusCounts = z.array(z.object({ status: z.string(), count: z.number() }));

/** The caller's figures, each equal to the total of a filtered list. */
export const dashboardSummaryOutput = z.object({
  scope: z.enum(DATA_SCOPES),
  prospects_total: z.number(),
  prospects_by_status: statusCounts,
  new_prospects_month: z.number(),
  deals_month: z.number(),
  followups_due_today: z.number(),
  followups_overdue: z.number(),
  orders_by_status: statusCounts,
  funnel: z.array(z.object({ stage: z.string(), count: z.number() })),
});
export type DashboardSummary = z.input<typeof dashboardSummaryOutput>;
