import { TARGET_PATHS } from '../../domain/apiPaths';
import type { TargetProgress } from '../../domain/schemas/target';
import { http } from './http';
import type { Envelope } from './types';

export type { TargetProgress };
export type HolderTarget = TargetProgress['users'][number]['target'];

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
