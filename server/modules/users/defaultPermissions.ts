import { MODULES, type ExportScope, type Grant, type ModuleName } from '../../../domain/permissions';

export const DEFAULT_ROLE_NAMES = ['Administrator', 'Supervisor', 'Sales'] as const;
export type DefaultRoleName = (typeof DEFAULT_ROLE_NAMES)[number];

export const DEFAULT_ROLE_DESCRIPTIONS: Record<DefaultRoleName, string> = {
  Administrator: 'Pemilik dealer / admin: akses penuh',
  Supervisor: 'Kepala cabang / tim: mengelola grup dan menyetujui pengajuan',
  Sales: 'Tenaga penjual lapangan',
};

type DefaultPermission = {
  name_module: ModuleName;
  access: Grant;
  import: Grant;
  export: ExportScope;
};

type RoleDefaults = {
  enabled: readonly ModuleName[];
  import: readonly ModuleName[];
  export: Partial<Record<ModuleName, ExportScope>>;
  otherExport: ExportScope;
};

const ROLE_DEFAULTS: Record<DefaultRoleName, RoleDefaults> = {
  Administrator: { enabled: MODULES, import: MODULES, export: {}, otherExport: 'all' },
  Supervisor: {
    enabled: [
      'Prospect',
      'Follow Up',
      'Collaboration',
      'Order',
      'Validation Product Order',
      'groups',
      'Master Target',
      'Visum',
      'Product',
      'Chat',
      'Broadcast',
      'Distribusi Data',
    ],
    import: ['Prospect'],
    export: { Prospect: 'group', Order: 'group' },
    otherExport: 'Not Set',
  },
  Sales: {
    enabled: ['Prospect', 'Follow Up', 'Collaboration', 'Order', 'Visum', 'Chat', 'Broadcast'],
    import: [],
    export: { Prospect: 'own' },
    otherExport: 'Not Set',
  },
};

/** One row per module of MODULES: what a newly created role starts with. */
function defaultPermissions(roleName: DefaultRoleName): DefaultPermission[] {
  const defaults = ROLE_DEFAULTS[roleName];
  return MODULES.map((name_module) => ({
    name_module,
    access: defaults.enabled.includes(name_module) ? 'enabled' : 'none',
    import: defaults.import.includes(name_module) ? 'enabled' : 'none',
    export: defaults.export[name_module] ?? defaults.otherExport,
  }));
}

export const DEFAULT_PERMISSIONS: Record<DefaultRoleName, readonly DefaultPermission[]> = {
  Administrator: defaultPermissions('Administrator'),
  Supervisor: defaultPermissions('Supervisor'),
  Sales: defaultPermissions('Sales'),
};
