import { BROADCAST_DETAIL_LOG, BROADCAST_LOG, MESSAGE_HISTORY } from '../../domain/apiPaths';
import type { BroadcastLogEntry, BroadcastRecipientLog } from '../../domain/schemas/broadcast';
import type { SentMessage } from '../../domain/schemas/chat';
import { http } from './http';
import type { Page } from './types';

type Paging = { limit: number; offset: number };

export type { BroadcastLogEntry, BroadcastRecipientLog, SentMessage };

/** The filters of the pages, as their query parameters (empty ones left out). */
export type HistoryFilter = Record<string, string>;

const paramsOf = (filter: HistoryFilter, paging: Paging) => ({
  ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  ...paging,
});

/** Riwayat Pesan's and Riwayat Pesan Siaran's calls (docs/api.md), each answering {data, count}. */
export const messageHistoryApi = {
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

export type MessageHistoryApi = typeof messageHistoryApi;
