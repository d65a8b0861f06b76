import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => onlineManager.subscribe(notify);
const isOnline = () => onlineManager.isOnline();

/** Whether the app counts as online (react-query's onlineManager, offline/connectivity.ts). */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline);
