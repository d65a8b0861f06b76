import { useState, type ReactNode } from 'react';
import { getStoredUser } from '../authProvider/session';
import { createNotificationStore, NotificationStoreContext } from './store';
import { useLiveNotifications } from './useLiveNotifications';

/** The notification store of one session, fed by the live stream for as long as the layout lives. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createNotificationStore);
  useLiveNotifications(store, getStoredUser()?.id);
  return <NotificationStoreContext.Provider value={store}>{children}</NotificationStoreContext.Provider>;
}
