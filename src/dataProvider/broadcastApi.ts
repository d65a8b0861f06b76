import { BROADCASTS } from '../../domain/apiPaths';
import type { BroadcastChannel, BroadcastCreated, BroadcastPreview } from '../../domain/schemas/broadcast';
import { http } from './http';

export type { BroadcastChannel, BroadcastPreview };

/** Who receives a broadcast: prospects by a filter, or users (docs/api.md, Pesan Siaran). */
type BroadcastAudience =
  | { kind: 'prospect'; filter: { status?: string[]; source?: string[]; q?: string } }
  | { kind: 'user'; group?: number; name?: string };

export type BroadcastDraft = { name: string; id_template?: number; body?: string; recipients: BroadcastAudience; scheduled_at?: string };

export type BroadcastControl = 'pause' | 'resume' | 'cancel';

/** Composing and steering one's broadcasts; their lists are messageHistoryApi's broadcast_log calls. */
export const broadcastApi = {
  broadcastChannel: async () => (await http.get<{ data: BroadcastChannel }>(`${BROADCASTS}/channel`)).data.data,
  previewBroadcast: async (draft: BroadcastDraft) => (await http.post<{ data: BroadcastPreview }>(`${BROADCASTS}/preview`, draft)).data.data,
  createBroadcast: async (draft: BroadcastDraft) => (await http.post<{ data: BroadcastCreated }>(BROADCASTS, draft)).data.data,
  controlBroadcast: async (id: number, control: BroadcastControl) => (await http.post<{ data: { id: number } }>(`${BROADCASTS}/${id}/${control}`)).data.data,
};

export type BroadcastApi = typeof broadcastApi;
