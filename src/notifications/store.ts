import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  initialNotificationState,
  notificationReducer,
  type NotificationAction,
  type NotificationState,
} from './state';

/**
 * The one place of the notification state: the bell, the panel and the live stream read and
 * change it. A store rather than React state, so that async actions always read the current state.
 */
export type NotificationStore = {
  getState(): NotificationState;
  dispatch(action: NotificationAction): void;
  subscribe(listener: () => void): () => void;
};

export function createNotificationStore(): NotificationStore {
  let state = initialNotificationState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      state = notificationReducer(state, action);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const NotificationStoreContext = createContext<NotificationStore | null>(null);

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationStoreContext);
  if (!store) throw new Error('useNotificationStore needs a <NotificationProvider>');
  return store;
}

export function useNotificationState(): NotificationState {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
