import { FormControlLabel, FormLabel, Grid, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { IMPORT_OWNER_MODES } from '../../../domain/imports';
import type { ImportSettings } from '../../../domain/records';
import { PROSPECT_STATUS_CHOICES, SOURCE_CHOICES, type Choice } from '../../records/choices';

type Options = Omit<ImportSettings, 'mapping'>;

const OWNER_LABEL = { user: 'app.import.owner_user', rule: 'app.import.owner_rule', unassigned: 'app.import.owner_unassigned' } as const;

/** Sumber and status for rows without them, and who owns the imported prospects. */
export function OptionsFields({ options, onChange }: { options: Options; onChange: (options: Options) => void }) {
  const translate = useTranslate();
  const { data: members = [] } = useGetList('members', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const select = (id: string, label: string, value: string, choices: readonly Choice[], set: (value: string) => void) => (
    <TextField select fullWidth size="small" id={id} label={translate(label)} value={value} onChange={(event) => set(event.target.value)}>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('import-source', 'app.import.source', options.source, SOURCE_CHOICES, (source) => onChange({ ...options, source: source as Options['source'] }))}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('import-status', 'app.import.default_status', options.default_status, PROSPECT_STATUS_CHOICES, (status) =>
          onChange({ ...options, default_status: status as Options['default_status'] }),
        )}
      </Grid>
      <Grid size={12}>
        <FormLabel id="import-owner-mode">{translate('app.import.owner_mode')}</FormLabel>
        <RadioGroup
          aria-labelledby="import-owner-mode"
          row
          value={options.owner_mode}
          onChange={(event) => onChange({ ...options, owner_mode: event.target.value as Options['owner_mode'] })}
        >
          {IMPORT_OWNER_MODES.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={translate(OWNER_LABEL[mode])} />
          ))}
        </RadioGroup>
      </Grid>
      {options.owner_mode === 'user' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          {select(
            'import-owner',
            'app.import.owner',
            options.id_owner ? String(options.id_owner) : '',
            members.map((member) => ({ id: String(member.id), name: String(member.name) })),
            (id) => onChange({ ...options, id_owner: Number(id) }),
          )}
        </Grid>
      )}
    </Grid>
  );
}
