import { TARGET_PATHS } from '../../domain/apiPaths';
import type { MetricCounts } from '../../domain/targets';
import { http } from './http';
import type { Envelope } from './types';

/** A holder's target for the month (with its id, to change it), or null when none is set. */
export type HolderTarget = (MetricCounts & { id: number }) | null;
export type GroupProgress = { id_group: number; name: string; target: HolderTarget; actual: MetricCounts };
export type UserProgress = { id_user: number; name: string; id_group: number | null; target: HolderTarget; actual: MetricCounts };
/** A month's targets and progress in the caller's scope (docs/api.md, Setting Task). */
export type TargetProgress = {
  month: string;
  scope: 'company' | 'group' | 'own';
  /** The dashboard's line: the caller's own, their group's or the company's. */
  headline: { target: MetricCounts | null; actual: MetricCounts };
  groups: GroupProgress[];
  users: UserProgress[];
};

/** Setting Task's calls beside its resource, as custom dataProvider methods. */
export const targetsApi = {
  async targetProgress(month: string): Promise<TargetProgress> {
    return (await http.get<Envelope<TargetProgress>>(TARGET_PATHS.progress, { params: { month } })).data.data;
  },
  async copyTargets(month: string): Promise<{ copied: number; kept: number }> {
    return (await http.post<Envelope<{ copied: number; kept: number }>>(TARGET_PATHS.copy, { month })).data.data;
  },
  async splitTarget(id: number): Promise<{ members: number; month: string }> {
    return (await http.post<Envelope<{ members: number; month: string }>>(TARGET_PATHS.split(id), {})).data.data;
  },
};

export type TargetsApi = typeof targetsApi;
