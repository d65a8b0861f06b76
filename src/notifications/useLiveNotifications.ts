import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNT_DISABLED, SESSION_TAKEN } from '../authProvider/messages';
import { refreshAccess } from '../authProvider/refreshAccess';
import { getToken } from '../authProvider/session';
import { announceSessionLoss } from '../authProvider/sessionLoss';
import { isSessionError } from '../dataProvider/http';
import { providerApi } from '../dataProvider/providerApi';
import { announceChatChanged } from './chatChanged';
import { announcePengajuanChanged } from './pengajuanChanged';
import type { NotificationStore } from './store';

/** While the stream is down, the unread count is polled this often. */
export const POLL_INTERVAL_MS = 30_000;
const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 60_000;

/** The wait before the n-th reconnection (0-based): doubling from 2 s, never above 60 s. */
export const retryDelay = (attempt: number): number => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);

/**
 * Keeps the badge and the open panel current without a reload: the live stream when it is up;
 * polling of the unread count and a reconnection with a growing delay when it is not. The same
 * stream says when the user's permissions changed (refreshAccess).
 */
export function useLiveNotifications(store: NotificationStore, id_user: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id_user === undefined) return;
    let close: (() => void) | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let attempt = 0;

    // A poll that fails is only logged: the stream is down too, a snackbar every 30 s would be noise.
    const poll = () =>
      providerApi
        .unreadCount(id_user)
        .then((count) => store.dispatch({ type: 'unread', count }))
        .catch((error: unknown) => {
          if (!isSessionError(error)) console.error('[notifikasi/unread]', error);
        });

    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const connect = () => {
      if (!getToken()) return;
      close = providerApi.openNotificationStream(id_user, {
        onOpen() {
          // What arrived while the stream was down.
          if (attempt > 0) void poll();
          attempt = 0;
          stopPolling();
        },
        onNotification({ notification, unread }) {
          store.dispatch({ type: 'received', notification, unread });
          announcePengajuanChanged();
        },
        onPengajuan: (kind) => announcePengajuanChanged(kind),
        onChat: (id_room) => announceChatChanged(id_room),
        onPermissions: () => void refreshAccess(queryClient),
        onAccountDisabled() {
          close?.();
          close = undefined;
          announceSessionLoss(ACCOUNT_DISABLED);
        },
        onError(status) {
          close?.();
          close = undefined;
          if (status === 401) {
            announceSessionLoss(SESSION_TAKEN);
            return;
          }
          pollTimer ??= setInterval(poll, POLL_INTERVAL_MS);
          clearTimeout(retryTimer);
          retryTimer = setTimeout(connect, retryDelay(attempt));
          attempt += 1;
        },
      });
    };

    connect();
    return () => {
      close?.();
      clearTimeout(retryTimer);
      stopPolling();
    };
  }, [store, id_user, queryClient]);
}
