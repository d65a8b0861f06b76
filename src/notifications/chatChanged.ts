/** Fired by the live stream when a chat room the user reads has a new or changed message; Chat WhatsApp refreshes on it. */
const CHAT_CHANGED = 'sf:chat-changed';

export function announceChatChanged(id_room: number): void {
  window.dispatchEvent(new CustomEvent(CHAT_CHANGED, { detail: { id_room } }));
}

export function onChatChanged(listener: (id_room: number) => void): () => void {
  const handle = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as { id_room?: number } | null) : null;
    if (typeof detail?.id_room === 'number') listener(detail.id_room);
  };
  window.addEventListener(CHAT_CHANGED, handle);
  return () => window.removeEventListener(CHAT_CHANGED, handle);
}
