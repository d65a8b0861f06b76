/**
 * Paths of the provider API's calls that are not resources (docs/api.md); resources are in
 * resources.ts. Absolute, so that they never resolve against the current page's path. The server
 * registers its route groups under API_PREFIXES, the client calls the full paths below.
 */
import { RESOURCES } from './resources';

export const API_PREFIXES = {
  auth: '/api/user/v1/auth',
  prospect: '/api/prospect/v1',
  user: '/api/user/v1',
  dashboard: '/api/dashboard/v1',
  master: '/api/master/v1',
  /** WhatsApp's Cloud API (docs/whatsapp.md, The Cloud API). */
  whatsapp: '/api/whatsapp/v1',
  /** Distribusi Data (docs/api.md): under the prospects' API. */
  distribution: '/api/prospect/v1/distribution',
} as const;

export const AUTH_PATHS = {
  login: `${API_PREFIXES.auth}/login`,
  logout: `${API_PREFIXES.auth}/logout`,
  register: `${API_PREFIXES.auth}/register`,
  forgotPassword: `${API_PREFIXES.auth}/forgot_password`,
  resetPassword: `${API_PREFIXES.auth}/reset_password`,
  registerInvited: `${API_PREFIXES.auth}/register_invited`,
  /** Opens the link mailed to a new e-mail address (Profil). */
  confirmEmail: `${API_PREFIXES.auth}/confirm_email`,
  /** A login's later steps (docs/sessions-and-access.md, Security rules), each with the login's challenge. */
  loginTwoStep: `${API_PREFIXES.auth}/login/two_step`,
  loginTwoStepSetup: `${API_PREFIXES.auth}/login/two_step/setup`,
  loginTwoStepConfirm: `${API_PREFIXES.auth}/login/two_step/confirm`,
  loginPassword: `${API_PREFIXES.auth}/login/password`,
} as const;

/** The OpenAPI document, generated from the routes' schemas (docs/api.md). */
export const API_DOCUMENT = '/api/docs';
/** The browsable reference of that document, served by the app itself (docs/api.md, Reference). */
export const API_REFERENCE = '/api/reference';
/** Routes for operators, tools and integrators, not the client application: neither the app key nor a session. */
export const OPEN_ROUTES: ReadonlySet<string> = new Set(['/api/health', API_DOCUMENT]);
/** Whether a routed path is one of those, or a page or file of the API reference. */
export const isOpenRoute = (routed: string) => OPEN_ROUTES.has(routed) || routed === API_REFERENCE || routed.startsWith(`${API_REFERENCE}/`);

/** Calls that are made before a session exists. */
export const PUBLIC_PATH_PREFIXES = [`${API_PREFIXES.auth}/`, '/api/health'] as const;

/** Integration keys of the company (docs/api.md, Integration keys): list and create; `/:id` revokes. */
export const INTEGRATION_KEYS = `${API_PREFIXES.user}/integration_keys`;
/**
 * Catatan Perangkat (docs/sessions-and-access.md): GET lists the sessions still open (one's own; an
 * Administrator's, the company's), `DELETE <DEVICES>/:id` ends one.
 */
export const DEVICES = `${API_PREFIXES.user}/devices`;
export const devicePath = (id: number) => `${DEVICES}/${id}`;
export const USER_DETAIL = `${API_PREFIXES.user}/user/detail`;
/** Profil (docs/profile.md): the caller's own profile; `/photo`, `/password` and `/email` hang off it. */
export const PROFILE = `${API_PREFIXES.user}/profile`;
/** Aturan Keamanan (docs/sessions-and-access.md, Security rules): the company's rules, the Administrator's to change. */
export const SECURITY_RULES = `${API_PREFIXES.user}/security_rules`;
/** The caller's two-step login (Profil): GET its state; `/setup`, `/confirm` and `/disable` hang off it. */
export const TWO_STEP = `${PROFILE}/two_step`;
export const PROFILE_PATHS = {
  photo: `${PROFILE}/photo`,
  password: `${PROFILE}/password`,
  email: `${PROFILE}/email`,
} as const;
export const UPDATE_FCM = `${API_PREFIXES.user}/user/update_fcm`;
export const GET_PERMISSION = `${API_PREFIXES.user}/roles/get_permission`;
export const GET_PERMISSION_EXPORT = `${API_PREFIXES.user}/roles/get_permission_export`;
export const PENGAJUAN_COUNT = `${API_PREFIXES.dashboard}/notifikasi/pengajuan`;
/** The caller's figures (docs/api.md, Sales records). */
export const DASHBOARD_SUMMARY = `${API_PREFIXES.dashboard}/summary`;
export const DASHBOARD_TODAY = `${API_PREFIXES.dashboard}/today`;
export const DASHBOARD_CALENDAR = `${API_PREFIXES.dashboard}/calendar`;
/** Laporan (docs/reports.md): `/<figure>` per figure, `/records` the prospects behind a figure's number. */
export const REPORTS = `${API_PREFIXES.dashboard}/reports`;
/** The company's rules, such as whether follow-ups wait for approval. */
export const COMPANY = `${API_PREFIXES.master}/company`;
/** Paket Berlangganan: the company's plan and its usage (docs/plans.md), for Administrators. */
export const PLAN = `${API_PREFIXES.master}/plan`;
/** The company's WhatsApp Business number on the Cloud API (docs/whatsapp.md), for Administrators: GET, PUT connects, DELETE disconnects. */
export const WA_CLOUD_ACCOUNT = `${API_PREFIXES.whatsapp}/cloud/account`;
/** Templates on Meta (docs/whatsapp.md): `<template>/:id/meta_review` sends one for review; META_REVIEW_SYNC reads every status. */
export const metaReviewPath = (id: number | string) => `${API_PREFIXES.master}/template/${id}/meta_review`;
export const META_REVIEW_SYNC = `${API_PREFIXES.master}/template/meta_sync`;
/** Where Meta posts the company's events; the address to paste into Meta's app settings. */
export const waCloudWebhookPath = (id_company: number | string) => `${API_PREFIXES.whatsapp}/cloud/webhook/${id_company}`;
/** Outgoing webhooks of the company (docs/webhooks.md), for Administrators. */
export const WEBHOOKS = `${API_PREFIXES.master}/webhooks`;
/** Import Data (docs/api.md): upload, preview, start, progress, cancel, undo and the rejected rows. */
export const IMPORTS = '/api/prospect/v1/import';
export const NOTIFICATIONS = `${API_PREFIXES.master}/notifikasi`;
export const NOTIFICATIONS_UNREAD = `${API_PREFIXES.master}/notifikasi/unread`;
/** Server-sent events: new notifications and changed approval queues (an addition to the provider API). */
export const NOTIFICATION_STREAM = `${API_PREFIXES.master}/notifikasi/stream`;
export const READ_NOTIFICATION = `${API_PREFIXES.user}/user/read_notifikasi`;
export const CHECK_USER_TRAINING = `${API_PREFIXES.user}/user/check_user_training`;
/** Beri Masukan (docs/api.md): any member POSTs a feedback; administrators read them as the resource setting/masukan. */
export const FEEDBACK = `${API_PREFIXES.user}/feedback`;
/** Distribusi Data's calls (docs/api.md, Distribusi Data); `batch/:id` and `batch/:id/undo` hang off `batches`. */
export const DISTRIBUTION_PATHS = {
  recipients: `${API_PREFIXES.distribution}/recipients`,
  preview: `${API_PREFIXES.distribution}/preview`,
  apply: API_PREFIXES.distribution,
  batches: `${API_PREFIXES.distribution}/batch`,
  rule: `${API_PREFIXES.distribution}/rule`,
  monitoring: `${API_PREFIXES.distribution}/monitoring`,
} as const;
/**
 * Export Data (docs/api.md): `EXPORTS` creates (POST) and lists (GET) the caller's exports;
 * `<EXPORTS>/:id` is one export's progress, `<EXPORTS>/:id/link` hands out a short-lived download
 * link to `<EXPORTS>/:id/file?token=…`, which a browser follows without headers.
 */
export const EXPORTS = `${API_PREFIXES.prospect}/export`;
export const exportPath = (id: number) => `${EXPORTS}/${id}`;
export const exportLinkPath = (id: number) => `${EXPORTS}/${id}/link`;
export const CHAT_ROOMS = '/api/chat/v1/wa/rooms';
export const BROADCAST_USERS = `${API_PREFIXES.user}/user/list_broadcast`;
export const CHAT_MESSAGES = '/api/chat/v1/wa/messages';
/** Riwayat Pesan (docs/api.md): every message the company's users sent, for the Administrator. */
export const MESSAGE_HISTORY = '/api/chat/v1/wa/history';

/** The WhatsApp calls (docs/whatsapp.md); the provider API named these paths without their payloads. */
/** Pesan Siaran: POST creates, `<BROADCASTS>/preview` previews, `<BROADCASTS>/:id/pause|resume|cancel` steer one. */
export const BROADCASTS = `${API_PREFIXES.prospect}/broadcast`;
export const BROADCAST_LOG = '/api/prospect/v1/broadcast_log';
export const BROADCAST_DETAIL_LOG = '/api/prospect/v1/broadcast_detail_log';
export const MST_STATUS_CHAT = `${API_PREFIXES.master}/mst_status_chat`;
export const REQUEST_QR_WA = `${API_PREFIXES.user}/user/requestQrWa`;
export const CHECK_QR_WA = `${API_PREFIXES.user}/user/check_qr_wa`;
export const UNLINK_WA = `${API_PREFIXES.user}/user/unlink_wa`;
/** The in-process fake's phone (WA_TRANSPORT=fake only): scan the caller's QR, or write to the caller. */
export const WA_DEMO_SCAN = `${API_PREFIXES.user}/user/wa_demo/scan`;
export const WA_DEMO_INCOMING = `${API_PREFIXES.user}/user/wa_demo/incoming`;
/** Demo mode only: a customer writes to the company's business number through the local fake Meta. */
export const WA_CLOUD_DEMO_INCOMING = `${API_PREFIXES.whatsapp}/cloud/demo/incoming`;
/**
 * Setting Task's calls beside its resource (docs/api.md, Setting Task): a month's progress, copying
 * last month's targets, and `<base>/:id/split` (a group target over its members).
 */
const TARGET_BASE = RESOURCES['setting/task'].path;
export const TARGET_PATHS = {
  progress: `${TARGET_BASE}/progress`,
  copy: `${TARGET_BASE}/copy`,
  split: (id: number) => `${TARGET_BASE}/${id}/split`,
} as const;
