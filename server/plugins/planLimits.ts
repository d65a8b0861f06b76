import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type AnyPgTable } from 'drizzle-orm/pg-core';
import { problem } from '../../domain/errors';
import { BYTES_PER_MB, megabytesOf, PLAN_LIMITS, type PlanLimit } from '../../domain/plan';
import type { BulkWriter, Executor } from '../db/connection';
import { applicationDocument, company, companyPlan, importBatch, product, prospect, user, visum, waAccount } from '../db/schema';
import { AppError } from './errors';

/**
 * The limits of a company's plan (docs/plans.md) where records are created. Every check locks the
 * company's plan row until its transaction ends, then counts: of two creations racing for the last
 * free place, the second counts after the first has committed and is refused. A company without a
 * plan row, or a limit left null, has no limit and nothing is locked.
 */

/** The bytes of a company's stored files of one kind whose size is recorded. */
const bytesOf = (table: AnyPgTable, id_company: AnyPgColumn, bytes: AnyPgColumn, company: number) =>
  sql`(select coalesce(sum(${bytes}), 0) from ${table} where ${id_company} = ${company})`;

/** What each limit counts, in the database: storage in bytes (the files whose size is recorded: imports and images). */
const USAGE: Record<PlanLimit, (id_company: number) => SQL> = {
  users: (id_company) => sql`(select count(*) from ${user} where ${user.id_company} = ${id_company} and ${user.status} = 'active')::float8`,
  prospects: (id_company) => sql`(select count(*) from ${prospect} where ${prospect.id_company} = ${id_company})::float8`,
  whatsapp_numbers: (id_company) =>
    sql`(select count(*) from ${waAccount} where ${waAccount.id_company} = ${id_company} and ${waAccount.status} = 'linked')::float8`,
  storage_mb: (id_company) =>
    sql`(${sql.join(
      [
        bytesOf(importBatch, importBatch.id_company, importBatch.file_bytes, id_company),
        bytesOf(prospect, prospect.id_company, prospect.photo_bytes, id_company),
        bytesOf(user, user.id_company, user.photo_bytes, id_company),
        bytesOf(product, product.id_company, product.photo_bytes, id_company),
        bytesOf(visum, visum.id_company, visum.photo_bytes, id_company),
        bytesOf(company, company.id, company.logo_bytes, id_company),
        bytesOf(applicationDocument, applicationDocument.id_company, applicationDocument.photo_bytes, id_company),
      ],
      sql` + `,
    )})::float8`,
};

const MAXIMUM: Record<PlanLimit, SQL> = {
  users: sql`${companyPlan.max_users}`,
  prospects: sql`${companyPlan.max_prospects}`,
  whatsapp_numbers: sql`${companyPlan.max_whatsapp_numbers}`,
  storage_mb: sql`${companyPlan.max_storage_mb}`,
};

type Rows = (query: SQL) => Promise<Record<string, unknown>[]>;
const dialect = new PgDialect();
// The drivers' results differ in type; both carry the rows as `rows`.
const inTransaction = (tx: Executor): Rows => async (query) => ((await tx.execute(query)) as { rows: Record<string, unknown>[] }).rows;
const inBulk = (bulk: Pick<BulkWriter, 'query'>): Rows => (query) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return bulk.query(text, params);
};

/** A limit and what is used of it, in what the limit counts (bytes for storage). */
type Use = { max: number; used: number };

async function lockedUse(rows: Rows, id_company: number, limit: PlanLimit, lock = true): Promise<Use | null> {
  const [plan] = await rows(
    sql`select ${MAXIMUM[limit]} as max from ${companyPlan} where ${companyPlan.id_company} = ${id_company}${lock ? sql` for update` : sql``}`,
  );
  if (plan?.max === null || plan?.max === undefined) return null;
  const [usage] = await rows(sql`select ${USAGE[limit](id_company)} as used`);
  const max = Number(plan.max);
  return { max: limit === 'storage_mb' ? max * BYTES_PER_MB : max, used: Number(usage.used) };
}

/** The refusal's numbers in the limit's own unit: storage in MB. */
const shown = (limit: PlanLimit, { max, used }: Use) =>
  limit === 'storage_mb' ? { max: max / BYTES_PER_MB, used: megabytesOf(used) } : { max, used };

/**
 * The refusal (409) of a creation that would take the company past a limit of its plan, `adding`
 * more of what the limit counts (bytes for storage) on top of what is used; null when it fits.
 * Call it in the creation's transaction, before writing.
 */
export async function planRefusal(tx: Executor, id_company: number, limit: PlanLimit, adding = 1) {
  const use = await lockedUse(inTransaction(tx), id_company, limit);
  return use && use.used + adding > use.max ? new AppError(409, problem('plan.limit_reached', { limit, ...shown(limit, use) })) : null;
}

/** Throws planRefusal's refusal, if any. */
export async function ensurePlanRoom(tx: Executor, id_company: number, limit: PlanLimit, adding = 1) {
  const refusal = await planRefusal(tx, id_company, limit, adding);
  if (refusal) throw refusal;
}

/**
 * While an import stages its file, without locking the plan (the run is long): refuses (409) as
 * soon as the rows it would add no longer fit beside the prospects the company had when it began,
 * so that a file far over the plan is not read to its end first. The commit checks again, locked.
 */
export async function importRoomChecker(tx: Executor, id_company: number) {
  const use = await lockedUse(inTransaction(tx), id_company, 'prospects', false);
  return (adding: number) => {
    if (use && use.used + adding > use.max) throw new AppError(409, problem('plan.import_over_limit', { max: use.max, used: use.used, adding }));
  };
}

/**
 * An import's commit, after its `imported` prospects were written in the bulk transaction: refuses
 * (409) when they took the company past its plan, so that the transaction writes none of them.
 */
export async function ensureImportWithinPlan(bulk: Pick<BulkWriter, 'query'>, id_company: number, imported: number) {
  const use = await lockedUse(inBulk(bulk), id_company, 'prospects');
  if (use && use.used > use.max) {
    throw new AppError(409, problem('plan.import_over_limit', { max: use.max, used: use.used - imported, adding: imported }));
  }
}

/** The company's plan (null without one) and what is used of each limit, storage in bytes. */
export async function planWithUsage(tx: Executor, id_company: number) {
  const [plan] = await tx.select().from(companyPlan).where(sql`${companyPlan.id_company} = ${id_company}`);
  const [usage] = await inTransaction(tx)(sql`select ${sql.join(PLAN_LIMITS.map((limit) => sql`${USAGE[limit](id_company)} as ${sql.identifier(limit)}`), sql`, `)}`);
  return { plan: plan ?? null, usage: Object.fromEntries(PLAN_LIMITS.map((limit) => [limit, Number(usage[limit])])) as Record<PlanLimit, number> };
}
