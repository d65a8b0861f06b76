import type { z } from 'zod';
import { resourceEntry } from './resources';
import type { permissionRowOutput } from './schemas/permissionRows';

/**
 * The ONE pure function from a role's permission rows to what its user may see and do. The client
 * menu, react-admin's canAccess and the server's route guards all call it, and take each resource's
 * module from the same registry (resources.ts); where the server lets more members read (lookups
 * such as motorcycles and roles for forms), its resource definition says so. The rules are those of
 * docs/sessions-and-access.md (Permissions and menus).
 */

export const MODULES = [
  'Master Target',
  'Prospect',
  'Distribusi Data',
  'Template Whatsapp',
  'Product',
  'Collaboration',
  'groups',
  'Validation Product Order',
  'user_management',
  'Roles',
  'Order',
  'Follow Up',
  'Visum',
  'Chat',
  'Broadcast',
  'Leasing',
] as const;
export type ModuleName = (typeof MODULES)[number];

/** A module's access and import: granted or not. */
export const GRANTS = ['enabled', 'none'] as const;
export type Grant = (typeof GRANTS)[number];

export const EXPORT_SCOPES = ['Not Set', 'none', 'own', 'group', 'all'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** A permission row as the API answers it. */
export type PermissionRow = z.input<typeof permissionRowOutput>;

export type AccessSubject = {
  role_name: string;
  permissions: readonly PermissionRow[];
};

export const ADMINISTRATOR = 'Administrator';

/**
 * The modules without which nobody could give rights back: managing users and managing roles. The
 * Administrator role keeps both enabled, and a company always keeps an active user holding both.
 */
export const ADMINISTRATION_MODULES = ['user_management', 'Roles'] as const satisfies readonly ModuleName[];

/**
 * Modules an integration key may not open (docs/sessions-and-access.md, Integration keys): managing
 * users and roles is the Administrator's, and Chat and Broadcast speak through a person's WhatsApp.
 */
export const INTEGRATION_KEY_CLOSED_MODULES = [...ADMINISTRATION_MODULES, 'Chat', 'Broadcast'] as const satisfies readonly ModuleName[];

const row = (subject: AccessSubject, module: ModuleName) =>
  subject.permissions.find((r) => r.name_module === module);

/** 'enabled' access on a module. A module without a row is not granted. */
export const isEnabled = (subject: AccessSubject, module: ModuleName): boolean =>
  row(subject, module)?.access === 'enabled';

const notNone = (value: string | undefined) => value !== undefined && value !== 'none';

export const isAdministrator = (subject: AccessSubject) => subject.role_name === ADMINISTRATOR;

/** The module's import right: Prospect's opens Import Data, Leasing's the partners' offers file (docs/leasing.md). */
export const canImport = (subject: AccessSubject, module: ModuleName) => notNone(row(subject, module)?.import);

/** Any export value of the module but 'Not Set' and 'none'. */
export const canExportModule = (subject: AccessSubject, module: ModuleName) => {
  const value = row(subject, module)?.export;
  return value === 'own' || value === 'group' || value === 'all';
};

export const canExport = (subject: AccessSubject) =>
  subject.permissions.some((r) => r.export !== 'Not Set' && r.export !== 'none');

/** Entries of the setting menu (docs/product.md) and whether this subject sees each. */
export type SettingMenu = {
  task: boolean;
  visum: boolean;
  importData: boolean;
  exportData: boolean;
  distribusiData: boolean;
  aktivitasPengguna: boolean;
  masukanPengguna: boolean;
  /** Ours: the company's integration keys (Kunci Integrasi), for the Administrator role. */
  kunciIntegrasi: boolean;
  /** Ours: the company's webhooks (Webhook), for the Administrator role. */
  webhook: boolean;
  riwayatPesan: boolean;
  motor: boolean;
  approvalKolaborasi: boolean;
  approvalFollowUp: boolean;
  approvalOrder: boolean;
  kelolaPengguna: boolean;
  kelolaGrup: boolean;
  hakAkses: boolean;
  pengaturanTemplate: boolean;
  /** Ours: one's WhatsApp conversations (Chat WhatsApp), with the Chat module. */
  chat: boolean;
  /** Ours: one's broadcasts (Pesan Siaran), with the Broadcast module. */
  pesanSiaran: boolean;
  /** Ours: the API reference for integrators (Referensi API), for the Administrator. */
  referensiApi: boolean;
  /** Ours: the company's subscription plan and its usage (Paket Berlangganan), for the Administrator. */
  paketBerlangganan: boolean;
  /** The second menu's Pengaturan Instansi, for the Administrator. */
  pengaturanInstansi: boolean;
  /** Aturan Keamanan (the company's security rules), for the Administrator. */
  aturanKeamanan: boolean;
  /** Ours: Mitra Leasing (the finance companies and their offers), with the Leasing module. */
  mitraLeasing: boolean;
  /** Ours: Pengaturan WhatsApp (the business number on the Cloud API, broadcasts through linked phones), for the Administrator. */
  pengaturanWhatsapp: boolean;
};

export function settingMenu(subject: AccessSubject): SettingMenu {
  const admin = isAdministrator(subject);
  const template = isEnabled(subject, 'Template Whatsapp');
  const groups = isEnabled(subject, 'groups');
  return {
    task: notNone(row(subject, 'Master Target')?.access),
    visum: true,
    importData: canImport(subject, 'Prospect'),
    exportData: canExport(subject),
    distribusiData: isEnabled(subject, 'Distribusi Data'),
    aktivitasPengguna: admin,
    masukanPengguna: admin,
    kunciIntegrasi: admin,
    webhook: admin,
    riwayatPesan: admin && template,
    motor: isEnabled(subject, 'Product'),
    approvalKolaborasi: isEnabled(subject, 'Collaboration'),
    approvalFollowUp: groups,
    approvalOrder: isEnabled(subject, 'Validation Product Order'),
    kelolaPengguna: isEnabled(subject, 'user_management'),
    kelolaGrup: groups,
    hakAkses: isEnabled(subject, 'Roles'),
    pengaturanTemplate: template,
    chat: isEnabled(subject, 'Chat'),
    pesanSiaran: isEnabled(subject, 'Broadcast'),
    referensiApi: admin,
    paketBerlangganan: admin,
    pengaturanInstansi: admin,
    aturanKeamanan: admin,
    pengaturanWhatsapp: admin,
    mitraLeasing: isEnabled(subject, 'Leasing'),
  };
}

type AccessRequest = { resource: string; action: string };

/** react-admin's canAccess, as a pure function of the subject. */
export function canAccess(subject: AccessSubject, { resource, action }: AccessRequest): boolean {
  // Everyone sees Data Visum (their own visits at least); recording one needs the module.
  if (resource === 'setting/visum') return action !== 'create' || isEnabled(subject, 'Visum');
  if (resourceEntry(resource)?.administratorOnly) return isAdministrator(subject);
  if (action === 'approve' || action === 'reject') {
    const approval = resourceEntry(resource)?.approval;
    return approval !== undefined && isEnabled(subject, approval);
  }
  // A supervisor edits their own group; creating and deleting groups is the Administrator's.
  if (resource === 'setting/group' && (action === 'create' || action === 'delete')) return isAdministrator(subject);
  if (action === 'export') return canExport(subject);
  const module = resourceEntry(resource)?.module;
  if (!module) return false;
  if (action === 'import') return canImport(subject, module);
  if (module === 'Master Target') return settingMenu(subject).task;
  return isEnabled(subject, module);
}
