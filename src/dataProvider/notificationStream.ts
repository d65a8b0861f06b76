import { EventSource } from 'eventsource';
import { getToken } from '../authProvider/session';
import { API_URL, APP_KEY } from './apiOrigin';
import { NOTIFICATION_STREAM } from '../../domain/apiPaths';
import type { Notification } from './types';
import { PENGAJUAN_KINDS, type PengajuanKind } from '../../domain/vocabularies';

type NotificationEvent = { notification: Notification; unread: number };

export type StreamHandlers = {
  onOpen(): void;
  onNotification(event: NotificationEvent): void;
  onPengajuan(kind: PengajuanKind): void;
  /** The permission rows of the user's role changed. */
  onPermissions(): void;
  /** The account was deactivated: the server ended the stream and every session. */
  onAccountDisabled(): void;
  /** A chat message in a room the user reads arrived or changed status. */
  onChat(id_room: number): void;
  /** The stream failed or dropped; `status` is the HTTP status when the server answered one. */
  onError(status?: number): void;
};


function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

function asNotificationEvent(value: unknown): NotificationEvent | undefined {
  if (!isObject(value) || !isObject(value.notification) || typeof value.unread !== 'number') return undefined;
  if (typeof value.notification.id !== 'number') return undefined;
  return value as NotificationEvent;
}

function asPengajuanKind(value: unknown): PengajuanKind | undefined {
  return isObject(value) && typeof value.kind === 'string' && (PENGAJUAN_KINDS as readonly string[]).includes(value.kind)
    ? (value.kind as PengajuanKind)
    : undefined;
}

/**
 * Opens the server-sent-events stream of the user's notifications, approval queues and permissions. The browser's EventSource
 * cannot send headers, so the `eventsource` package carries the session and app key like every
 * other call. Answers the function that closes the stream.
 */
export function openNotificationStream(id_user: number, handlers: StreamHandlers): () => void {
  const url = `${API_URL}${NOTIFICATION_STREAM}?id_user=${encodeURIComponent(id_user)}`;
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${getToken() ?? ''}`, 'X-App-Key': APP_KEY },
      }),
  });
  source.onopen = () => handlers.onOpen();
  source.onerror = (event) => handlers.onError(event.code);
  source.addEventListener('notification', (event) => {
    const payload = asNotificationEvent(parse(event.data));
    if (payload) handlers.onNotification(payload);
  });
  source.addEventListener('pengajuan', (event) => {
    const kind = asPengajuanKind(parse(event.data));
    if (kind) handlers.onPengajuan(kind);
  });
  source.addEventListener('permissions', () => handlers.onPermissions());
  source.addEventListener('session_ended', () => handlers.onAccountDisabled());
  source.addEventListener('chat', (event) => {
    const payload = parse(event.data);
    if (isObject(payload) && typeof payload.id_room === 'number') handlers.onChat(payload.id_room);
  });
  return () => source.close();
}
