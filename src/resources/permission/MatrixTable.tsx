import { Checkbox, NativeSelect, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { EXPORT_SCOPES, MODULES, type ModuleName } from '../../../domain/permissions';
import { ScrollingTable } from '../../records/ScrollingTable';
import { isLocked, labelKey, type MatrixRow } from './matrix';

export type MatrixValues = { rows: MatrixRow[] };

/** The module column stays in view while a phone scrolls the rights sideways. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 120 } as const;

function GrantCheckbox({ name, label, locked }: { name: `rows.${number}.access` | `rows.${number}.import`; label: string; locked: boolean }) {
  const { field } = useController<MatrixValues, typeof name>({ name });
  return (
    <Checkbox
      checked={field.value === 'enabled'}
      onChange={(event) => field.onChange(event.target.checked ? 'enabled' : 'none')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={locked}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

function ExportSelect({ index, label }: { index: number; label: string }) {
  const translate = useTranslate();
  const { field } = useController<MatrixValues, `rows.${number}.export`>({ name: `rows.${index}.export` });
  return (
    <NativeSelect
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 128 }}
    >
      {EXPORT_SCOPES.map((scope) => (
        <option key={scope} value={scope}>
          {translate(`app.permissions.export_scopes.${labelKey(scope)}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

function ModuleRow({ index, module, locked }: { index: number; module: ModuleName; locked: boolean }) {
  const translate = useTranslate();
  const name = translate(`app.permissions.modules.${labelKey(module)}`);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={stickyCell}>
        {name}
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <GrantCheckbox
          name={`rows.${index}.access`}
          label={translate('app.permissions.access_of', { module: name })}
          locked={locked}
        />
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <GrantCheckbox name={`rows.${index}.import`} label={translate('app.permissions.import_of', { module: name })} locked={false} />
      </TableCell>
      <TableCell>
        <ExportSelect index={index} label={translate('app.permissions.export_of', { module: name })} />
      </TableCell>
    </TableRow>
  );
}

/**
 * The matrix of one role (or of an integration key): a row per module, its access, import and
 * export as form fields. `lockedModules` keeps the access of those modules as it is.
 */
export function MatrixTable({ roleName, lockedModules }: { roleName: string; lockedModules?: readonly ModuleName[] }) {
  const translate = useTranslate();
  return (
    <ScrollingTable label={translate('app.permissions.matrix_label', { role: roleName })}>
      <TableHead>
        <TableRow>
          <TableCell sx={stickyCell}>{translate('app.permissions.module')}</TableCell>
          <TableCell align="center">{translate('app.permissions.access')}</TableCell>
          <TableCell align="center">{translate('app.permissions.import')}</TableCell>
          <TableCell>{translate('app.permissions.export')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {MODULES.map((module, index) => (
          <ModuleRow key={module} index={index} module={module} locked={lockedModules ? lockedModules.includes(module) : isLocked(roleName, module)} />
        ))}
      </TableBody>
    </ScrollingTable>
  );
}
