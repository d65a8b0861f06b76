import {
  ADMINISTRATION_MODULES,
  ADMINISTRATOR,
  EXPORT_SCOPES,
  GRANTS,
  MODULES,
  type ExportScope,
  type Grant,
  type ModuleName,
  type PermissionRow,
} from '../../../domain/permissions';

/** One line of the Hak Akses matrix: a module and its three rights. */
export type MatrixRow = { name_module: ModuleName; access: Grant; import: Grant; export: ExportScope };

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/**
 * Every module, in the order of MODULES, with the role's stored rights; a module without a row
 * shows closed, as the server reads it (docs/sessions-and-access.md).
 */
export function matrixOf(rows: readonly PermissionRow[]): MatrixRow[] {
  return MODULES.map((name_module) => {
    const stored = rows.find((r) => r.name_module === name_module);
    return {
      name_module,
      access: oneOf(GRANTS, stored?.access, 'none'),
      import: oneOf(GRANTS, stored?.import, 'none'),
      export: oneOf(EXPORT_SCOPES, stored?.export, 'Not Set'),
    };
  });
}

/** The catalogue key of a module or an export value: 'Master Target' → 'master_target'. */
export const labelKey = (value: string) => value.toLowerCase().replaceAll(' ', '_');

/** The accesses the Administrator role always keeps (the server refuses closing them). */
export const isLocked = (roleName: string, module: ModuleName) =>
  roleName === ADMINISTRATOR && (ADMINISTRATION_MODULES as readonly ModuleName[]).includes(module);
