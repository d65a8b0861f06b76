import type { z } from 'zod';
import type * as schemas from '../../domain/schemas/distribution';

/**
 * The answers and requests of Distribusi Data (docs/api.md, Distribusi Data), as the server's
 * schemas define them: types only, so none of zod reaches the browser.
 */

/** What a schema yields once parsed: the shapes the server answers (and, for the monitoring query, the one the client builds). */
type Answer<Schema extends z.ZodType> = z.output<Schema>;

export type DistributionSource = z.input<typeof schemas.sourceSchema>;
export type DistributionRequest = z.input<typeof schemas.distributionBody>;
export type DistributionPlan = Answer<typeof schemas.planOutput>;
export type RecipientChoices = Answer<typeof schemas.recipientChoicesOutput>;
export type Batch = Answer<typeof schemas.batchOutput>;
export type BatchDetail = Answer<typeof schemas.batchDetailOutput>;
export type DistributionRule = Answer<typeof schemas.ruleOutput>;
export type Monitoring = Answer<typeof schemas.monitoringOutput>;
export type MonitoringQuery = Answer<typeof schemas.monitoringQuery>;
export type { Figures } from '../../domain/schemas/distribution';
