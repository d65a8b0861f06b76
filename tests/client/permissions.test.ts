import { describe, expect, it } from 'vitest';
import {
  MODULES,
  canAccess,
  settingMenu,
  type AccessSubject,
  type ModuleName,
  type PermissionRow,
  type SettingMenu,
} from '../../domain/permissions';

type Row = Omit<PermissionRow, 'name_module'>;

/** A role's 15 rows, closed unless overridden (as the server creates a new role). */
function role(role_name: string, open: Partial<Record<ModuleName, Partial<Row>>> = {}, base: Partial<Row> = {}): AccessSubject {
  return {
    role_name,
    permissions: MODULES.map((name_module) => ({
      name_module,
      access: 'none',
      import: 'none',
      export: 'Not Set',
      ...base,
      ...open[name_module],
    })),
  };
}

const enabled = { access: 'enabled' } as const;
const everything = { access: 'enabled', import: 'enabled', export: 'all' } as const;

const allShown: SettingMenu = {
  task: true,
  visum: true,
  importData: true,
  exportData: true,
  distribusiData: true,
  aktivitasPengguna: true,
  masukanPengguna: true,
  kunciIntegrasi: true,
  webhook: true,
  riwayatPesan: true,
  motor: true,
  approvalKolaborasi: true,
  approvalFollowUp: true,
  approvalOrder: true,
  kelolaPengguna: true,
  kelolaGrup: true,
  hakAkses: true,
  pengaturanTemplate: true,
  chat: true,
  pesanSiaran: true,
  referensiApi: true,
  paketBerlangganan: true,
  pengaturanInstansi: true,
  aturanKeamanan: true,
  pengaturanWhatsapp: true,
  mitraLeasing: true,
};
const onlyVisum: SettingMenu = Object.fromEntries(Object.keys(allShown).map((k) => [k, k === 'visum'])) as SettingMenu;

describe('docs/sessions-and-access.md, row by row: the condition shows the entries, its absence hides them', () => {
  const rows: { rule: string; shown: AccessSubject; hidden: AccessSubject; entries: (keyof SettingMenu)[] }[] = [
    {
      rule: "Master Target access not 'none' -> Task",
      shown: role('Sales', { 'Master Target': enabled }),
      hidden: role('Sales', { 'Master Target': { access: 'none' } }),
      entries: ['task'],
    },
    {
      rule: "Prospect import not 'none' -> Import Data",
      shown: role('Sales', { Prospect: { import: 'enabled' } }),
      hidden: role('Sales', { Prospect: { access: 'enabled', import: 'none' } }),
      entries: ['importData'],
    },
    {
      rule: "any export neither 'Not Set' nor 'none' -> Export Data",
      shown: role('Sales', { Order: { export: 'own' } }),
      hidden: role('Sales', { Order: { export: 'none' }, Prospect: { export: 'Not Set' } }),
      entries: ['exportData'],
    },
    {
      rule: "Distribusi Data 'enabled' -> Distribusi Data menus",
      shown: role('Sales', { 'Distribusi Data': enabled }),
      hidden: role('Sales', { Prospect: enabled }),
      entries: ['distribusiData'],
    },
    {
      rule: "role name 'Administrator' -> Aktivitas: Pengguna, Masukan Pengguna, Kunci Integrasi, Webhook, Referensi API, Pengaturan Instansi, Paket Berlangganan, Aturan Keamanan and Pengaturan WhatsApp",
      shown: role('Administrator'),
      hidden: role('Supervisor', Object.fromEntries(MODULES.map((m) => [m, everything]))),
      entries: ['aktivitasPengguna', 'masukanPengguna', 'kunciIntegrasi', 'webhook', 'referensiApi', 'paketBerlangganan', 'pengaturanInstansi', 'aturanKeamanan', 'pengaturanWhatsapp'],
    },
    {
      rule: 'Administrator with Template Whatsapp enabled -> the two message history pages',
      shown: role('Administrator', { 'Template Whatsapp': enabled }),
      hidden: role('Sales', { 'Template Whatsapp': enabled }),
      entries: ['riwayatPesan'],
    },
    { rule: 'Product enabled -> Motor', shown: role('Sales', { Product: enabled }), hidden: role('Sales'), entries: ['motor'] },
    {
      rule: 'Collaboration enabled -> Approval Kolaborasi',
      shown: role('Sales', { Collaboration: enabled }),
      hidden: role('Sales'),
      entries: ['approvalKolaborasi'],
    },
    {
      rule: 'groups enabled -> Approval Follow Up and Kelola Grup',
      shown: role('Sales', { groups: enabled }),
      hidden: role('Sales', { 'Follow Up': enabled }),
      entries: ['approvalFollowUp', 'kelolaGrup'],
    },
    {
      rule: 'Validation Product Order enabled -> Approval Order',
      shown: role('Sales', { 'Validation Product Order': enabled }),
      hidden: role('Sales', { Order: enabled }),
      entries: ['approvalOrder'],
    },
    {
      rule: 'user_management enabled -> Kelola Pengguna',
      shown: role('Sales', { user_management: enabled }),
      hidden: role('Sales'),
      entries: ['kelolaPengguna'],
    },
    { rule: 'Leasing enabled -> Mitra Leasing', shown: role('Sales', { Leasing: enabled }), hidden: role('Sales', { Order: enabled }), entries: ['mitraLeasing'] },
    { rule: 'Roles enabled -> Hak Akses', shown: role('Sales', { Roles: enabled }), hidden: role('Sales'), entries: ['hakAkses'] },
    {
      rule: 'Template Whatsapp enabled -> Pengaturan Template',
      shown: role('Sales', { 'Template Whatsapp': enabled }),
      hidden: role('Sales'),
      entries: ['pengaturanTemplate'],
    },
    { rule: 'ours: Chat enabled -> Chat WhatsApp', shown: role('Sales', { Chat: enabled }), hidden: role('Sales', { Broadcast: enabled }), entries: ['chat'] },
    { rule: 'ours: Broadcast enabled -> Pesan Siaran', shown: role('Sales', { Broadcast: enabled }), hidden: role('Sales', { Chat: enabled }), entries: ['pesanSiaran'] },
  ];

  it.each(rows)('$rule', ({ shown, hidden, entries }) => {
    for (const entry of entries) {
      expect(settingMenu(shown)[entry], entry).toBe(true);
      expect(settingMenu(hidden)[entry], entry).toBe(false);
    }
  });

  it('Visum is always shown, even to a role with nothing enabled', () => {
    expect(settingMenu(role('Sales'))).toEqual(onlyVisum);
    expect(canAccess(role('Sales'), { resource: 'setting/visum', action: 'list' })).toBe(true);
  });

  it('recording a visit needs the Visum module', () => {
    expect(canAccess(role('Sales'), { resource: 'setting/visum', action: 'create' })).toBe(false);
    expect(canAccess(role('Sales', { Visum: enabled }), { resource: 'setting/visum', action: 'create' })).toBe(true);
  });
});

describe('whole roles', () => {
  it('Administrator with every module enabled sees every entry and may do everything', () => {
    const admin = role('Administrator', {}, everything);
    expect(settingMenu(admin)).toEqual(allShown);
    for (const resource of ['prospect', 'order', 'setting/users', 'setting/permission', 'setting/task']) {
      for (const action of ['list', 'create', 'edit', 'delete', 'export']) {
        expect(canAccess(admin, { resource, action }), `${resource} ${action}`).toBe(true);
      }
    }
    for (const resource of ['collab', 'prospect/fu', 'order', 'setting/users']) {
      expect(canAccess(admin, { resource, action: 'approve' }), resource).toBe(true);
    }
  });

  it('a Sales role sees only its own work; Template Whatsapp does not open the message history', () => {
    const sales = role('Sales', {
      Prospect: { access: 'enabled', import: 'none', export: 'own' },
      'Follow Up': enabled,
      Order: enabled,
      Collaboration: enabled,
      'Template Whatsapp': enabled,
      Visum: enabled,
    });
    expect(settingMenu(sales)).toEqual({
      ...onlyVisum,
      exportData: true,
      approvalKolaborasi: true,
      pengaturanTemplate: true,
    });
    expect(canAccess(sales, { resource: 'prospect', action: 'list' })).toBe(true);
    expect(canAccess(sales, { resource: 'prospect', action: 'export' })).toBe(true);
    expect(canAccess(sales, { resource: 'prospect', action: 'import' })).toBe(false);
    expect(canAccess(sales, { resource: 'setting/users', action: 'list' })).toBe(false);
    expect(canAccess(sales, { resource: 'order', action: 'approve' })).toBe(false);
    expect(canAccess(sales, { resource: 'unknown', action: 'list' })).toBe(false);
  });

  it("a role whose exports are all 'Not Set' has no Export Data", () => {
    const supervisor = role('Supervisor', {
      'Master Target': enabled,
      Prospect: { access: 'enabled', import: 'enabled' },
      'Distribusi Data': enabled,
      groups: enabled,
      'Validation Product Order': enabled,
    });
    expect(supervisor.permissions.every((r) => r.export === 'Not Set')).toBe(true);
    expect(settingMenu(supervisor)).toEqual({
      ...onlyVisum,
      task: true,
      importData: true,
      distribusiData: true,
      approvalFollowUp: true,
      approvalOrder: true,
      kelolaGrup: true,
    });
    expect(canAccess(supervisor, { resource: 'prospect', action: 'export' })).toBe(false);
    expect(canAccess(supervisor, { resource: 'prospect/fu', action: 'approve' })).toBe(true);
    // A supervisor edits their own group; creating and deleting groups is the Administrator's.
    expect(canAccess(supervisor, { resource: 'setting/group', action: 'edit' })).toBe(true);
    expect(canAccess(supervisor, { resource: 'setting/group', action: 'create' })).toBe(false);
    expect(canAccess(supervisor, { resource: 'setting/group', action: 'delete' })).toBe(false);
  });

  it("a role whose exports are all 'none' has no Export Data", () => {
    const noExport = role('Sales', { Prospect: enabled, Order: enabled }, { export: 'none' });
    expect(settingMenu(noExport).exportData).toBe(false);
    expect(canAccess(noExport, { resource: 'order', action: 'export' })).toBe(false);
  });

  it("Master Target access 'none' hides Task, in the menu and as a resource", () => {
    const noTarget = role('Administrator', { 'Master Target': { access: 'none' } }, everything);
    expect(settingMenu(noTarget).task).toBe(false);
    expect(canAccess(noTarget, { resource: 'setting/task', action: 'list' })).toBe(false);
  });
});
