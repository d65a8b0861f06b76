import { z } from 'zod';
import { PLAN_LIMITS } from '../plan';

/**
 * The caller's company plan as Paket Berlangganan shows it (docs/plans.md): its name (null without
 * a plan) and, per limit, the maximum (null: no limit) and what is used; storage in MB.
 */
export const planRecord = z.object({
  name: z.string().nullable(),
  limits: z.array(z.object({ limit: z.enum(PLAN_LIMITS), max: z.number().nullable(), used: z.number() })),
});
export type PlanRecord = z.input<typeof planRecord>;
