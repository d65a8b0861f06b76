import { BROADCASTS } from '../../domain/apiPaths';
import { http } from './http';

/** Who receives a broadcast: prospects by a filter, or users (docs/api.md, Pesan Siaran). */
export type BroadcastAudience =
  | { kind: 'prospect'; filter: { status?: string[]; source?: string[]; q?: string } }
  | { kind: 'user'; group?: number; name?: string };

export type BroadcastDraft = { name: string; id_template?: number; body?: string; recipients: BroadcastAudience; scheduled_at?: string };

export type BroadcastPreview = { total: number; queued: number; skipped: number; messages: { name: string | null; phone: string | null; body: string }[] };

export type BroadcastControl = 'pause' | 'resume' | 'cancel';

/** Composing and steering one's broadcasts; their lists are waHistoryApi's broadcast_log calls. */
export const broadcastApi = {
  previewBroadcast: async (draft: BroadcastDraft) => (await http.post<{ data: BroadcastPreview }>(`${BROADCASTS}/preview`, draft)).data.data,
  createBroadcast: async (draft: BroadcastDraft) => (await http.post<{ data: { id: number } }>(BROADCASTS, draft)).data.data,
  controlBroadcast: async (id: number, control: BroadcastControl) => (await http.post<{ data: { id: number } }>(`${BROADCASTS}/${id}/${control}`)).data.data,
};

export type BroadcastApi = typeof broadcastApi;
