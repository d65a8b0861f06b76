import { META_REVIEW_SYNC, metaReviewPath, WA_CLOUD_ACCOUNT, WA_CLOUD_DEMO_INCOMING } from '../../domain/apiPaths';
import type { CloudAccountInput, CloudAccountRecord } from '../../domain/schemas/whatsappCloud';
import { http } from './http';

/** The company's business number and whether the local fake Meta stands in for Meta (demo mode). */
export type CloudAccountAnswer = { data: CloudAccountRecord | null; demo: boolean };

/** WhatsApp Business on the Cloud API (docs/whatsapp.md, The Cloud API; Templates on Meta). */
export const whatsappCloudApi = {
  account: async () => (await http.get<CloudAccountAnswer>(WA_CLOUD_ACCOUNT)).data,
  connect: async (input: CloudAccountInput) => (await http.put<CloudAccountAnswer>(WA_CLOUD_ACCOUNT, input)).data,
  disconnect: async () => (await http.delete<CloudAccountAnswer>(WA_CLOUD_ACCOUNT)).data,
  sendForReview: async (id: number, category: 'marketing' | 'utility') => (await http.post(metaReviewPath(id), { category })).data,
  syncReviews: async () => (await http.post<{ data: { matched: number } }>(META_REVIEW_SYNC)).data.data,
  /** Demo mode only: a customer writes to the business number. */
  demoIncoming: async (message: { from: string; body: string; name?: string }) => (await http.post<{ message: string }>(WA_CLOUD_DEMO_INCOMING, message)).data,
};
