/**
 * Paths of the provider API (SPEC.md §7, DESIGN.md §3). SPEC.md writes some without the leading
 * slash; they are absolute here so that they never resolve against the current page's path.
 */

export const AUTH_PATHS = {
  login: '/api/user/v1/auth/login',
  logout: '/api/user/v1/auth/logout',
  register: '/api/user/v1/auth/register',
  forgotPassword: '/api/user/v1/auth/forgot_password',
  resetPassword: '/api/user/v1/auth/reset_password',
  registerInvited: '/api/user/v1/auth/register_invited',
} as const;

/** Calls that are made before a session exists. */
export const PUBLIC_PATH_PREFIXES = ['/api/user/v1/auth/', '/api/health'] as const;

export const USER_DETAIL = '/api/user/v1/user/detail';
export const UPDATE_FCM = '/api/user/v1/user/update_fcm';
export const GET_PERMISSION = '/api/user/v1/roles/get_permission';
export const GET_PERMISSION_EXPORT = '/api/user/v1/roles/get_permission_export';
export const PENGAJUAN_COUNT = '/api/dashboard/v1/notifikasi/pengajuan';
export const NOTIFICATIONS = '/api/master/v1/notifikasi';
export const NOTIFICATIONS_UNREAD = '/api/master/v1/notifikasi/unread';
/** Server-sent events: new notifications and changed approval queues (DESIGN.md: beyond the spec). */
export const NOTIFICATION_STREAM = '/api/master/v1/notifikasi/stream';
export const READ_NOTIFICATION = '/api/user/v1/user/read_notifikasi';
export const CHECK_USER_TRAINING = '/api/user/v1/user/check_user_training';
export const CHAT_ROOMS = '/api/chat/v1/wa/rooms';
export const BROADCAST_USERS = '/api/user/v1/user/list_broadcast';
export const CHAT_MESSAGES = '/api/chat/v1/wa/messages';

/** SPEC.md §7: defined for use elsewhere, payloads not shown. */
export const BROADCAST_LOG = '/api/prospect/v1/broadcast_log';
export const BROADCAST_DETAIL_LOG = '/api/prospect/v1/broadcast_detail_log';
export const MST_STATUS_CHAT = '/api/master/v1/mst_status_chat';
export const REQUEST_QR_WA = '/api/user/v1/user/requestQrWa';
export const CHECK_QR_WA = '/api/user/v1/user/check_qr_wa';
