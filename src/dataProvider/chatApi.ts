import { CHAT_MESSAGES, CHAT_ROOMS, MST_STATUS_CHAT } from '../../domain/apiPaths';
import type { ChatMessage, ChatRoom, StatusChat } from '../../domain/schemas/chat';
import { http } from './http';

/** Chat WhatsApp's calls beside the provider's room and message lists (docs/whatsapp.md, Chat). */
export const chatApi = {
  /** The caller's room with one of their prospects, opened if there is none. */
  openProspectRoom: async (id_prospect: number) => (await http.post<{ data: ChatRoom }>(CHAT_ROOMS, { id_prospect })).data.data,
  sendChat: async (message: { id_room: number; body: string } | { id_room: number; id_template: number }) =>
    (await http.post<{ data: ChatMessage }>(CHAT_MESSAGES, message)).data.data,
  tagRoom: async (id_room: number, id_status: number | null) => (await http.put<{ data: ChatRoom }>(`${CHAT_ROOMS}/${id_room}`, { id_status })).data.data,
  chatStatuses: async () => (await http.get<{ data: StatusChat[] }>(MST_STATUS_CHAT)).data.data,
};

export type ChatApi = typeof chatApi;
