import type { Notification } from '../dataProvider/types';

/** docs/product.md: the panel loads 5 notifications at a time, by offset (page × limit). */
const PAGE_SIZE = 5;

/** The notification state of docs/product.md. `page` is the last page loaded. */
export type NotificationState = {
  items: Notification[];
  isShow: boolean;
  unReadCount: number;
  /** The first page is loading. */
  loading: boolean;
  page: number;
  limit: number;
  /** A further page is loading. */
  isGetMore: boolean;
  count: number;
  /**
   * How many times 'Tandai semua di baca' was done. A page asked for before the last one answers
   * rows the server has marked read since, and must not show them unread.
   */
  readAllCount: number;
};

export const initialNotificationState: NotificationState = {
  items: [],
  isShow: false,
  unReadCount: 0,
  loading: false,
  page: 0,
  limit: PAGE_SIZE,
  isGetMore: false,
  count: 0,
  readAllCount: 0,
};

export type NotificationAction =
  | { type: 'show'; isShow: boolean }
  | { type: 'loading' }
  /** `readAllCount`: the state's, when the page was asked for. */
  | { type: 'loaded'; items: Notification[]; count: number; readAllCount: number }
  | { type: 'gettingMore' }
  | { type: 'gotMore'; items: Notification[]; count: number; page: number; readAllCount: number }
  | { type: 'loadFailed' }
  | { type: 'unread'; count: number }
  | { type: 'read'; ids: readonly number[] | 'all' }
  | { type: 'revert'; previous: NotificationState }
  | { type: 'received'; notification: Notification; unread: number };

const unreadIn = (items: readonly Notification[]) => items.filter((item) => item.status === 'N').length;

/** Rows of `more` not yet listed: a live notification shifts the offsets of the pages after it. */
function appendNew(items: Notification[], more: Notification[]): Notification[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
}

/** The rows of a page, read if a 'read all' was done while the page was on its way. */
const asOfNow = (state: NotificationState, page: { items: Notification[]; readAllCount: number }) =>
  page.readAllCount === state.readAllCount ? page.items : page.items.map((item) => ({ ...item, status: 'Y' as const }));

export const hasMore = (state: NotificationState) => state.items.length < state.count;

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'show':
      return { ...state, isShow: action.isShow };
    case 'loading':
      return { ...state, loading: true };
    case 'loaded':
      return { ...state, loading: false, isGetMore: false, items: asOfNow(state, action), count: action.count, page: 0 };
    case 'gettingMore':
      return { ...state, isGetMore: true };
    case 'gotMore':
      return {
        ...state,
        isGetMore: false,
        items: appendNew(state.items, asOfNow(state, action)),
        count: action.count,
        page: action.page,
      };
    case 'loadFailed':
      return { ...state, loading: false, isGetMore: false };
    case 'unread':
      return { ...state, unReadCount: action.count };
    case 'read': {
      // docs/product.md: the unread count is recomputed from the items still N.
      const ids = action.ids === 'all' ? undefined : new Set(action.ids);
      const items = state.items.map((item) =>
        !ids || ids.has(item.id) ? { ...item, status: 'Y' as const } : item,
      );
      const readAllCount = state.readAllCount + (ids ? 0 : 1);
      return { ...state, items, unReadCount: unreadIn(items), readAllCount };
    }
    case 'revert': {
      // The statuses of the previous list; rows that arrived meanwhile stay.
      const before = new Map(action.previous.items.map((item) => [item.id, item.status]));
      const items = state.items.map((item) => ({ ...item, status: before.get(item.id) ?? item.status }));
      return { ...state, items, unReadCount: action.previous.unReadCount, readAllCount: action.previous.readAllCount };
    }
    case 'received': {
      const listed = state.isShow || state.items.length > 0;
      const isNew = !state.items.some((item) => item.id === action.notification.id);
      if (!listed || !isNew) return { ...state, unReadCount: action.unread };
      return {
        ...state,
        unReadCount: action.unread,
        items: [action.notification, ...state.items],
        count: state.count + 1,
      };
    }
  }
}
