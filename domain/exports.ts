import { isAdministrator, isEnabled, settingMenu, type AccessSubject, type ExportScope, type ModuleName } from './permissions';

/**
 * Export Data (docs/product.md): which records can be exported, in which formats, and which
 * permission row decides how much of them a role may take. The client offers, the server enforces.
 */

/**
 * The sales records, offered on the Export Data page and governed by the roles' export rights:
 * 'leasing' is the orders' applications to leasing partners (docs/leasing.md).
 */
const RECORD_EXPORT_KINDS = ['prospect', 'followup', 'collab', 'order', 'leasing'] as const;
export type RecordExportKind = (typeof RECORD_EXPORT_KINDS)[number];

/**
 * The kinds exported row by row from a list: the records, and the Administrator's logs, each
 * exported from its own page: the activity log (Aktivitas Pengguna), the messages sent (Riwayat
 * Pesan) and the broadcasts' recipients (Riwayat Pesan Siaran).
 */
export const LIST_EXPORT_KINDS = [...RECORD_EXPORT_KINDS, 'activity', 'message', 'broadcast'] as const;
export type ListExportKind = (typeof LIST_EXPORT_KINDS)[number];

/** Every kind: the lists, and Laporan's figures (docs/reports.md), whose filter is the report's period and scope. */
export const EXPORT_KINDS = [...LIST_EXPORT_KINDS, 'report'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** queued → running → done, or failed (with an error code of errors.ts). */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** The permission row whose `export` value governs each kind. */
const EXPORT_MODULE: Record<RecordExportKind, ModuleName> = {
  prospect: 'Prospect',
  followup: 'Follow Up',
  collab: 'Collaboration',
  order: 'Order',
  leasing: 'Leasing',
};

/** The list (react-admin resource) each kind is exported from: its filters are the export's. */
export const EXPORT_RESOURCE = {
  prospect: 'prospect',
  followup: 'prospect/fu',
  collab: 'collab',
  order: 'order',
  leasing: 'leasing/application',
  activity: 'setting/aktivitasUser',
  message: 'setting/riwayatPesan',
  broadcast: 'setting/riwayatPesanSiaran',
} as const satisfies Record<ListExportKind, string>;

/** The filters of the Export Data page, beside any filter of the kind's list. */
export const EXPORT_PAGE_FILTERS = ['created_from', 'created_to', 'status', 'id_group', 'id_user'] as const;

/** How long a finished export stays downloadable, and how long one download link works. */
export const EXPORT_KEEP_HOURS = 24;
export const EXPORT_LINK_SECONDS = 120;

/** The scopes that grant an export; 'Not Set' and 'none' refuse it. */
export type GrantedExportScope = Extract<ExportScope, 'own' | 'group' | 'all'>;

const GRANTED: readonly string[] = ['own', 'group', 'all'] satisfies GrantedExportScope[];

/** How much of a kind this subject may export, or null when the role may not export it. */
export function exportScopeOf(subject: AccessSubject, kind: ExportKind): GrantedExportScope | null {
  // Laporan is everyone's, each counted within their own data scope (the report applies it): its
  // figures carry no one's contact details. The scope named here is what the activity log records.
  if (kind === 'report') return isAdministrator(subject) ? 'all' : isEnabled(subject, 'groups') ? 'group' : 'own';
  // The activity log is the Administrator's alone (docs/sessions-and-access.md), whatever the rows say.
  if (kind === 'activity') return isAdministrator(subject) ? 'all' : null;
  // The WhatsApp logs follow their pages' rule: an Administrator with Template Whatsapp.
  if (kind === 'message' || kind === 'broadcast') return settingMenu(subject).riwayatPesan ? 'all' : null;
  const value = subject.permissions.find((row) => row.name_module === EXPORT_MODULE[kind])?.export;
  return value !== undefined && GRANTED.includes(value) ? (value as GrantedExportScope) : null;
}

/** The kinds the Export Data page offers this subject. */
export const exportableKinds = (subject: AccessSubject) => RECORD_EXPORT_KINDS.filter((kind) => exportScopeOf(subject, kind) !== null);
