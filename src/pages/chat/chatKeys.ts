/** Where Chat WhatsApp lives, and the keys of its cached answers (refreshed together by the live stream). */
export const CHAT_ROUTE = '/setting/chat';
export const CHAT_KEY = ['chat'] as const;
export const ROOMS_KEY = [...CHAT_KEY, 'rooms'] as const;
export const messagesKey = (id_room: number) => [...CHAT_KEY, 'messages', id_room] as const;
