import type { PermissionRow } from '../../domain/permissions';
import { http, isSessionError, postForm, putForm } from './http';
import { openNotificationStream } from './notificationStream';
import {
  BROADCAST_USERS,
  CHAT_MESSAGES,
  CHAT_ROOMS,
  CHECK_USER_TRAINING,
  GET_PERMISSION,
  GET_PERMISSION_EXPORT,
  NOTIFICATIONS,
  NOTIFICATIONS_UNREAD,
  PENGAJUAN_COUNT,
  READ_NOTIFICATION,
  UPDATE_FCM,
  USER_DETAIL,
} from '../../domain/apiPaths';
import type {
  BroadcastUser,
  BroadcastUserQuery,
  ChatRoomQuery,
  Envelope,
  Notification,
  Page,
  UserDetail,
} from './types';
import type { PengajuanKind } from '../../domain/vocabularies';
import type { ChatMessage, ChatRoom } from '../../domain/schemas/chat';
import type { TrainingCheck } from '../../domain/schemas/user';

const get = async <T>(url: string, params: object): Promise<T> => (await http.get<T>(url, { params })).data;

/**
 * docs/product.md: count, permission and export call failures are only logged, never shown. A lost
 * session is not logged: react-admin's checkError ends it.
 */
function logQuietly(call: string, error: unknown): void {
  if (!isSessionError(error)) console.error(`[${call}]`, error);
}

const loggedRethrow =
  (call: string) =>
  (error: unknown): never => {
    logQuietly(call, error);
    throw error;
  };

/** The calls of docs/api.md, exposed as custom dataProvider methods. */
export const providerApi = {
  async userDetail(id: number): Promise<UserDetail> {
    const answer = await postForm<Envelope<UserDetail[]>>(USER_DETAIL, { id });
    return answer.data[0];
  },

  updateFcm: (id: number, fcm_token: string) => putForm<unknown>(UPDATE_FCM, { id, fcm_token }),

  getPermission: (id_role: number): Promise<PermissionRow[]> =>
    postForm<Envelope<PermissionRow[]>>(GET_PERMISSION, { id_role })
      .then((answer) => answer.data)
      .catch(loggedRethrow('get_permission')),

  getPermissionExport: (id_role: number): Promise<PermissionRow[]> =>
    postForm<Envelope<PermissionRow[]>>(GET_PERMISSION_EXPORT, { id_role })
      .then((answer) => answer.data)
      .catch(loggedRethrow('get_permission_export')),

  /** The pending count of an approval queue; 0 when it cannot be known. */
  countPengajuan: (kind: PengajuanKind, id_user: number, id_company?: number): Promise<number> =>
    get<{ count: number }>(`${PENGAJUAN_COUNT}/${kind}`, { id_user, id_company })
      .then((answer) => answer.count)
      .catch((error: unknown) => {
        if (isSessionError(error)) throw error;
        logQuietly(`pengajuan/${kind}`, error);
        return 0;
      }),

  notifications: (id_user: number, limit: number, offset: number) =>
    get<Page<Notification>>(NOTIFICATIONS, { id_user, limit, offset }),

  unreadCount: (id_user: number) =>
    get<{ count: number }>(NOTIFICATIONS_UNREAD, { id_user }).then((answer) => answer.count),

  readNotification: ({ id, id_user }: { id: number; id_user: number }) =>
    postForm<unknown>(READ_NOTIFICATION, { id, all: false, id_user }),

  readAllNotifications: (id_user: number) => postForm<unknown>(READ_NOTIFICATION, { all: true, id_user }),

  /** The live stream of new notifications and changed approval queues; answers the function that closes it. */
  openNotificationStream,

  checkUserTraining: (id_user: number) => get<TrainingCheck>(CHECK_USER_TRAINING, { id_user }),

  chatRooms: (query: ChatRoomQuery) => get<Page<ChatRoom>>(CHAT_ROOMS, query),

  broadcastUsers: (query: BroadcastUserQuery) => get<Page<BroadcastUser>>(BROADCAST_USERS, query),

  /** Newest first; `before_id` pages back. */
  chatMessages: (id_room: number, before_id?: number) => get<Page<ChatMessage>>(CHAT_MESSAGES, { id_room, before_id }),
};

export type ProviderApi = typeof providerApi;
