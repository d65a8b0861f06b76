import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import { getStoredUser } from '../authProvider/session';
import type { AppDataProvider } from '../dataProvider';
import { isSetAside, queuedChanges } from './outbox';
import { sendQueued } from './sendQueued';
import { useOnline } from './useOnline';

/** While changes wait and the app is online, a round that stopped (a busy server) is tried again this often. */
export const RESEND_INTERVAL_MS = 30_000;

/** While a round sends, the line on screen is read again at most this often, to count down what arrived. */
const COUNTDOWN_EVERY_MS = 1_000;

/** The first part of the waiting changes' query key. */
export const OUTBOX = 'outbox';

export const outboxQueryKey = (userId: number | undefined) => [OUTBOX, userId] as const;

/** The signed-in user's changes on this device, waiting or set aside, in the order they were made. */
export function useQueuedChanges() {
  const userId = getStoredUser()?.id;
  const { data = [] } = useQuery({
    queryKey: outboxQueryKey(userId),
    queryFn: () => queuedChanges(userId ?? 0),
    enabled: userId !== undefined,
    // The device answers this, signal or not.
    networkMode: 'always',
  });
  return data;
}

/**
 * Sends the signed-in user's waiting changes whenever the app is online and some wait: at once, and
 * again every RESEND_INTERVAL_MS while any still wait. The count on screen falls as they arrive;
 * once a round ends, what arrived is announced, and every page reads again to show it.
 */
export function useOutboxSender(): void {
  const userId = getStoredUser()?.id;
  // Whether, not how many: the count falls as a round sends, and the round goes on.
  const someWait = useQueuedChanges().some((queued) => !isSetAside(queued));
  const online = useOnline();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    if (!online || !someWait || userId === undefined) return;
    let countdown: ReturnType<typeof setTimeout> | undefined;
    const shortened = () => {
      countdown ??= setTimeout(() => {
        countdown = undefined;
        void queryClient.invalidateQueries({ queryKey: outboxQueryKey(userId) });
      }, COUNTDOWN_EVERY_MS);
    };
    const send = () =>
      void sendQueued(userId, dataProvider, shortened).then(({ sent, refused, unanswered, photoLost }) => {
        if (sent === 0 && refused === 0 && unanswered === 0 && photoLost === 0) return;
        if (sent > 0) notify('app.offline.sent', { type: 'success', messageArgs: { smart_count: sent } });
        if (refused > 0) notify('app.offline.refused', { type: 'warning', messageArgs: { smart_count: refused } });
        if (unanswered > 0) notify('app.offline.unanswered', { type: 'warning', messageArgs: { smart_count: unanswered, hours: IDEMPOTENCY_KEEP_HOURS } });
        if (photoLost > 0) notify('app.offline.photo_lost', { type: 'warning', messageArgs: { smart_count: photoLost } });
        void queryClient.invalidateQueries();
      });
    send();
    const again = setInterval(send, RESEND_INTERVAL_MS);
    return () => {
      clearInterval(again);
      clearTimeout(countdown);
    };
  }, [online, someWait, userId, dataProvider, queryClient, notify]);
}
