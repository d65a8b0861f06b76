import { PLAN } from '../../domain/apiPaths';
import type { PlanRecord } from '../../domain/schemas/plan';
import { http } from './http';

export type Plan = PlanRecord;

/** Paket Berlangganan's call (docs/plans.md), as a custom dataProvider method. */
export const planApi = {
  async plan(): Promise<Plan> {
    return (await http.get<{ data: Plan }>(PLAN)).data.data;
  },
};

export type PlanApi = typeof planApi;
