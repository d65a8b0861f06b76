import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { http } from './http';
import type { Envelope, Page } from './types';
import type {
  Batch,
  BatchDetail,
  DistributionPlan,
  DistributionRequest,
  DistributionRule,
  Monitoring,
  MonitoringQuery,
  RecipientChoices,
} from './distributionTypes';

type Paging = { limit: number; offset: number };
const batchPath = (id: number) => `${DISTRIBUTION_PATHS.batches}/${encodeURIComponent(id)}`;

/** Distribusi Data's calls as custom dataProvider methods. */
export const distributionApi = {
  async distributionRecipients(): Promise<RecipientChoices> {
    return (await http.get<Envelope<RecipientChoices>>(DISTRIBUTION_PATHS.recipients)).data.data;
  },
  async previewDistribution(request: DistributionRequest): Promise<DistributionPlan> {
    return (await http.post<Envelope<DistributionPlan>>(DISTRIBUTION_PATHS.preview, request)).data.data;
  },
  async applyDistribution(request: DistributionRequest): Promise<DistributionPlan & { id_batch: number }> {
    return (await http.post<Envelope<DistributionPlan & { id_batch: number }>>(DISTRIBUTION_PATHS.apply, request)).data.data;
  },
  async distributionBatches(paging: Paging): Promise<Page<Batch>> {
    const { data, count } = (await http.get<Envelope<Batch[]>>(DISTRIBUTION_PATHS.batches, { params: paging })).data;
    return { data, count: count ?? data.length };
  },
  async distributionBatch(id: number, paging: Paging): Promise<BatchDetail & { count: number }> {
    const { data, count } = (await http.get<Envelope<BatchDetail>>(batchPath(id), { params: paging })).data;
    return { ...data, count: count ?? data.items.length };
  },
  async undoDistribution(id: number): Promise<{ returned: number }> {
    return (await http.post<Envelope<{ returned: number }>>(`${batchPath(id)}/undo`, {})).data.data;
  },
  async distributionRule(): Promise<DistributionRule> {
    return (await http.get<Envelope<DistributionRule>>(DISTRIBUTION_PATHS.rule)).data.data;
  },
  async saveDistributionRule(rule: DistributionRule): Promise<DistributionRule> {
    return (await http.put<Envelope<DistributionRule>>(DISTRIBUTION_PATHS.rule, rule)).data.data;
  },
  async distributionMonitoring(query: MonitoringQuery): Promise<Monitoring> {
    return (await http.get<Envelope<Monitoring>>(DISTRIBUTION_PATHS.monitoring, { params: query })).data.data;
  },
};

export type DistributionApi = typeof distributionApi;
