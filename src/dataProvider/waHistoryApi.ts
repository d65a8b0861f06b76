import { BROADCAST_DETAIL_LOG, BROADCAST_LOG, MESSAGE_HISTORY } from '../../domain/apiPaths';
import type { BroadcastRecipientStatus, BroadcastStatus, ChatMessageStatus } from '../../domain/vocabularies';
import { http } from './http';
import type { Page } from './types';

type Paging = { limit: number; offset: number };

/** A message sent by a user of the company, as Riwayat Pesan lists it. */
export type SentMessage = {
  id: number;
  created_at: string;
  sent_at: string | null;
  id_user: number;
  user_name: string | null;
  phone: string;
  contact_name: string | null;
  id_prospect: number | null;
  body: string;
  status: ChatMessageStatus;
  error: string | null;
  id_broadcast: number | null;
  broadcast_name: string | null;
};

/** One broadcast with its counts, as Riwayat Pesan Siaran lists it. */
export type BroadcastLogEntry = {
  id: number;
  name: string;
  id_user: number;
  user_name: string | null;
  status: BroadcastStatus;
  scheduled_at: string;
  started_at: string | null;
  finished_at: string | null;
  total: number;
  queued: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  skipped: number;
  created_at: string;
};

/** One recipient of a broadcast and what became of their message. */
export type BroadcastRecipientLog = {
  id: number;
  name: string | null;
  phone: string | null;
  status: BroadcastRecipientStatus;
  reason: string | null;
  sent_at: string | null;
  updated_at: string;
  id_prospect: number | null;
  id_user_target: number | null;
};

/** The filters of the pages, as their query parameters (empty ones left out). */
export type HistoryFilter = Record<string, string>;

const paramsOf = (filter: HistoryFilter, paging: Paging) => ({
  ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  ...paging,
});

/** Riwayat Pesan's and Riwayat Pesan Siaran's calls (docs/api.md), each answering {data, count}. */
export const waHistoryApi = {
  async messageHistory(filter: HistoryFilter, paging: Paging): Promise<Page<SentMessage>> {
    return (await http.get<Page<SentMessage>>(MESSAGE_HISTORY, { params: paramsOf(filter, paging) })).data;
  },
  async broadcastLog(filter: HistoryFilter, paging: Paging): Promise<Page<BroadcastLogEntry>> {
    return (await http.get<Page<BroadcastLogEntry>>(BROADCAST_LOG, { params: paramsOf(filter, paging) })).data;
  },
  async broadcastDetailLog(filter: HistoryFilter, paging: Paging): Promise<Page<BroadcastRecipientLog>> {
    return (await http.get<Page<BroadcastRecipientLog>>(BROADCAST_DETAIL_LOG, { params: paramsOf(filter, paging) })).data;
  },
};

export type WaHistoryApi = typeof waHistoryApi;
