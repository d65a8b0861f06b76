import { parseArgs } from 'node:util';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection';
import { company, companyPlan } from '../../db/schema';

/**
 * `npm run plan -- …` (docs/plans.md): the service operator sets, changes, clears or shows a
 * company's plan. A limit given as `none` is lifted; a limit not given keeps its value.
 */
export const PLAN_USAGE = `npm run plan -- --company <id|code> [--name <name>] [--users <n|none>] [--prospects <n|none>] [--whatsapp <n|none>] [--storage-mb <n|none>]
npm run plan -- --company <id|code> --clear
npm run plan -- --company <id|code>            (shows the plan)`;

const limit = z.union([z.literal('none').transform(() => null), z.coerce.number().int().min(0).max(2_147_483_647)]).optional();
const commandSchema = z.object({
  company: z.string().min(1),
  name: z.string().trim().min(1).max(120).optional(),
  users: limit,
  prospects: limit,
  whatsapp: limit,
  'storage-mb': limit,
  clear: z.boolean().optional(),
});

export type PlanCommand = z.output<typeof commandSchema>;

export function parsePlanCommand(args: string[]): PlanCommand {
  const text = { type: 'string' } as const;
  const { values } = parseArgs({
    args,
    options: { company: text, name: text, users: text, prospects: text, whatsapp: text, 'storage-mb': text, clear: { type: 'boolean' } },
  });
  const parsed = commandSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n\n${PLAN_USAGE}`);
  return parsed.data;
}

type PlanRow = typeof companyPlan.$inferSelect;

/** Applies the command in one transaction; answers the company's plan afterwards (null without one). */
export async function runPlanCommand(db: Database, command: PlanCommand): Promise<{ id_company: number; plan: PlanRow | null }> {
  return db.transaction(async (tx) => {
    const byId = /^\d+$/.test(command.company) ? eq(company.id, Number(command.company)) : undefined;
    const [target] = await tx
      .select({ id: company.id })
      .from(company)
      .where(or(byId, eq(company.code, command.company.toUpperCase())));
    if (!target) throw new Error(`No company with id or code '${command.company}'.`);
    const ofCompany = eq(companyPlan.id_company, target.id);
    if (command.clear) {
      await tx.delete(companyPlan).where(ofCompany);
      return { id_company: target.id, plan: null };
    }
    const limits = {
      max_users: command.users,
      max_prospects: command.prospects,
      max_whatsapp_numbers: command.whatsapp,
      max_storage_mb: command['storage-mb'],
    };
    const changes = Object.fromEntries(Object.entries({ name: command.name, ...limits }).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) {
      const [plan] = await tx.select().from(companyPlan).where(ofCompany);
      return { id_company: target.id, plan: plan ?? null };
    }
    const [existing] = await tx.select({ id: companyPlan.id }).from(companyPlan).where(ofCompany).for('update');
    if (!existing && !command.name) throw new Error(`The company has no plan yet: give it a --name.\n\n${PLAN_USAGE}`);
    const [plan] = existing
      ? await tx.update(companyPlan).set({ ...changes, updated_at: sql`now()` }).where(ofCompany).returning()
      : await tx.insert(companyPlan).values({ id_company: target.id, name: command.name ?? '', ...limits }).returning();
    return { id_company: target.id, plan };
  });
}
