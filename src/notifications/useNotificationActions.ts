import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationLink } from '../../domain/notifications';
import { getStoredUser } from '../authProvider/session';
import { providerApi } from '../dataProvider/providerApi';
import type { Notification } from '../dataProvider/types';
import { useNotifyFailure } from '../layout/useNotifyFailure';
import { hasMore } from './state';
import { useNotificationStore } from './store';

/** docs/product.md: 'Prospek' names a prospect; any other type an order. */
export const isProspek = (notification: Notification) => notification.tipe === 'Prospek';

/** Where a read notification leads (domain/notifications.ts); the logged-in user is its recipient. */
export const targetOf = (notification: Notification) => notificationLink(notification, getStoredUser()?.id);

/** What the bell and the panel do, with the failure snackbars of docs/product.md. */
export function useNotificationActions() {
  const store = useNotificationStore();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();

  return useMemo(() => {
    const userId = () => getStoredUser()?.id;
    const { dispatch, getState } = store;

    async function loadFirst() {
      const id = userId();
      if (id === undefined) return;
      dispatch({ type: 'loading' });
      const { limit, readAllCount } = getState();
      try {
        const { data, count } = await providerApi.notifications(id, limit, 0);
        dispatch({ type: 'loaded', items: data, count, readAllCount });
      } catch (error) {
        dispatch({ type: 'loadFailed' });
        notifyFailure('app.notifications.load_error', error);
      }
    }

    async function loadMore() {
      const id = userId();
      const state = getState();
      if (id === undefined || state.loading || state.isGetMore || !hasMore(state)) return;
      const page = state.page + 1;
      dispatch({ type: 'gettingMore' });
      try {
        const { data, count } = await providerApi.notifications(id, state.limit, page * state.limit);
        dispatch({ type: 'gotMore', items: data, count, page, readAllCount: state.readAllCount });
      } catch (error) {
        dispatch({ type: 'loadFailed' });
        notifyFailure('app.notifications.load_more_error', error);
      }
    }

    /** Optimistic: the rows are read at once, and back as they were if the server refuses. */
    async function markRead(ids: readonly number[] | 'all', send: (id_user: number) => Promise<unknown>) {
      const id = userId();
      if (id === undefined) return;
      const previous = getState();
      dispatch({ type: 'read', ids });
      try {
        await send(id);
      } catch (error) {
        dispatch({ type: 'revert', previous });
        notifyFailure('app.notifications.read_error', error);
      }
    }

    const close = () => dispatch({ type: 'show', isShow: false });

    return {
      open() {
        dispatch({ type: 'show', isShow: true });
        void loadFirst();
      },
      close,
      loadMore,
      async refreshUnread() {
        const id = userId();
        if (id === undefined) return;
        try {
          dispatch({ type: 'unread', count: await providerApi.unreadCount(id) });
        } catch (error) {
          notifyFailure('app.notifications.unread_error', error);
        }
      },
      /** An unread row is marked read; a read row opens its prospect or order. */
      async choose(notification: Notification) {
        if (notification.status === 'N') {
          await markRead([notification.id], (id_user) => providerApi.readNotification({ id: notification.id, id_user }));
          return;
        }
        close();
        navigate(targetOf(notification));
      },
      readAll: () => markRead('all', (id_user) => providerApi.readAllNotifications(id_user)),
    };
  }, [store, notifyFailure, navigate]);
}
