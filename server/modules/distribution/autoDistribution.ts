import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { distributionRule } from '../../db/schema';
import type { JobQueue } from '../../plugins/jobs';
import type { ResourceDefinition } from '../../plugins/resource';
import { applyDistribution } from './apply';
import { activeMembers, namedOrInGroups } from './recipients';

/**
 * The job that applies the company's standing rule to new prospects. Whoever creates unassigned
 * prospects (an import whose owner option is 'rule', an administrator's prospect left
 * 'Belum dibagikan') sends it once they have committed.
 */
const AUTO_DISTRIBUTION = 'distribution.auto';
/** The new prospects, by id; only those still unassigned when the job runs are handed out. */
type AutoDistributionJob = { id_company: number; ids: number[] };

export const sendToRule = (jobs: JobQueue, job: AutoDistributionJob) => jobs.send(AUTO_DISTRIBUTION, job);

/** Runs the rule in one transaction: with the rule off, or nobody left to receive, the prospects stay in List Distribusi. */
async function distributeByRule(app: FastifyInstance, { id_company, ids }: AutoDistributionJob) {
  return app.notifier.transaction(async (tx, notify) => {
    const [rule] = await tx.select().from(distributionRule).where(eq(distributionRule.id_company, id_company));
    if (!rule?.active || !ids.length) return null;
    const recipients = await activeMembers(tx, id_company, namedOrInGroups(rule.user_ids, rule.group_ids));
    if (!recipients.length || (rule.method === 'capacity' && rule.capacity === null)) return null;
    const { id_batch } = await applyDistribution(tx, notify, {
      id_company,
      member: null,
      source: { kind: 'ids', ids },
      method: rule.method,
      recipients,
      capacity: rule.capacity,
    });
    return id_batch;
  });
}

export async function workAutoDistribution(app: FastifyInstance) {
  await app.jobs.work<AutoDistributionJob>(
    AUTO_DISTRIBUTION,
    async (job, { signal }) => {
      // One transaction: stopped before it starts, the job fails whole and is tried again.
      signal.throwIfAborted();
      await distributeByRule(app, job);
    },
    { expireInSeconds: 300, retryLimit: 2 },
  );
}

/** The prospect resource, whose new unassigned prospects go to the standing rule once they are committed. */
export const leavingUnassignedToRule = (definition: ResourceDefinition<'prospect'>, jobs: JobQueue): ResourceDefinition<'prospect'> => ({
  ...definition,
  async afterCreateCommitted(caller, created) {
    await definition.afterCreateCommitted?.(caller, created);
    if (created.id_user === null) await sendToRule(jobs, { id_company: caller.id_company, ids: [created.id] });
  },
});
