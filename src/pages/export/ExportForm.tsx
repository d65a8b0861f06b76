import { Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { EXPORT_FORMATS, EXPORT_PAGE_FILTERS, type ExportFormat, type RecordExportKind } from '../../../domain/exports';
import { isEnabled } from '../../../domain/permissions';
import type { ExportRecord } from '../../../domain/schemas/exportJob';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { APPLICATION_STATUS_CHOICES, DECISION_CHOICES, ORDER_STATUS_CHOICES, PROSPECT_STATUS_CHOICES, type Choice } from '../../records/choices';
import { useStartExport } from './useExports';

const STATUS_CHOICES: Record<RecordExportKind, Choice[]> = {
  prospect: PROSPECT_STATUS_CHOICES,
  followup: DECISION_CHOICES,
  collab: DECISION_CHOICES,
  order: ORDER_STATUS_CHOICES,
  leasing: APPLICATION_STATUS_CHOICES,
};

const ALL = '';
type Named = { id: number; name: string };

/** The filters the page offers (docs/product.md, Export Data), as typed; an empty one is left out. */
type Filters = Record<(typeof EXPORT_PAGE_FILTERS)[number], string>;
const NO_FILTERS = Object.fromEntries(EXPORT_PAGE_FILTERS.map((name) => [name, ALL])) as Filters;

const filterOf = (filters: Filters) => {
  const numeric = new Set(['id_group', 'id_user']);
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, numeric.has(name) ? Number(value) : value]),
  );
};

/** Data kind (only those the role may export), filters and format; starting hands the new export to `onStarted`. */
export function ExportForm({ kinds, onStarted }: { kinds: RecordExportKind[]; onStarted: (record: ExportRecord) => void }) {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const [kind, setKind] = useState<RecordExportKind>(kinds[0]);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const start = useStartExport();
  // Group names come from Kelola Grup, which only roles with `groups` may read.
  const mayListGroups = subject !== undefined && isEnabled(subject, 'groups');
  const { data: groups = [] } = useGetList<Named>('setting/group', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } }, { enabled: mayListGroups });
  const { data: members = [] } = useGetList<Named>('members', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });

  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ kind, format, filter: filterOf(filters) }, { onSuccess: onStarted });
  };
  const select = (name: keyof Filters, label: string, options: { id: string | number; name: string }[]) => (
    <TextField select fullWidth size="small" id={`export-${name}`} label={translate(label)} value={filters[name]} onChange={set(name)}>
      <MenuItem value={ALL}>{translate('app.export.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <TextField
        select
        fullWidth
        size="small"
        id="export-kind"
        label={translate('app.export.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as RecordExportKind);
          setFilters((current) => ({ ...current, status: ALL }));
        }}
      >
        {kinds.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`app.export.kinds.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['created_from', 'created_to'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            fullWidth
            size="small"
            id={`export-${name}`}
            label={translate(`app.export.${name}`)}
            value={filters[name]}
            onChange={set(name)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {select('status', 'app.export.status', STATUS_CHOICES[kind].map((choice) => ({ id: choice.id, name: translate(choice.name) })))}
      {mayListGroups && select('id_group', 'app.export.group', groups)}
      {select('id_user', 'app.export.owner', members)}
      <FormControl>
        <FormLabel id="export-format-label">{translate('app.export.format')}</FormLabel>
        <RadioGroup row aria-labelledby="export-format-label" value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
          {EXPORT_FORMATS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option.toUpperCase()} />
          ))}
        </RadioGroup>
      </FormControl>
      <Button type="submit" variant="contained" disabled={start.isPending} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.export.start')}
      </Button>
    </Stack>
  );
}
