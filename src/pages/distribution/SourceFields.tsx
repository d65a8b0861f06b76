import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { DistributionSource } from '../../dataProvider/distributionTypes';
import { PROSPECT_STATUS_CHOICES, SOURCE_CHOICES } from '../../records/choices';

export type SourceChoice = { source: DistributionSource; limit?: number };

type FilterSource = Extract<DistributionSource, { kind: 'filter' }>;

/** Which prospects to hand out: everything waiting in List Distribusi, or those matching a filter; at most a number of them. */
export function SourceFields({ value, onChange }: { value: SourceChoice; onChange: (value: SourceChoice) => void }) {
  const translate = useTranslate();
  const labelId = useId();
  const t = (key: string) => translate(`app.distribution.source.${key}`);
  const filter: FilterSource = value.source.kind === 'filter' ? value.source : { kind: 'filter', unassigned: true };
  const setFilter = (changes: Partial<FilterSource>) => onChange({ ...value, source: { ...filter, ...changes } });
  const select = (name: 'status' | 'source', choices: { id: string; name: string }[]) => (
    <TextField
      select
      label={t(name)}
      value={filter[name] ?? ''}
      onChange={(event) => setFilter({ [name]: event.target.value || undefined })}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (name: 'created_from' | 'created_to') => (
    <TextField
      type="date"
      label={t(name)}
      value={filter[name] ?? ''}
      onChange={(event) => setFilter({ [name]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value.source.kind}
          onChange={(event) => onChange({ ...value, source: event.target.value === 'filter' ? filter : { kind: 'unassigned' } })}
        >
          <FormControlLabel value="unassigned" control={<Radio />} label={t('unassigned')} />
          <FormControlLabel value="filter" control={<Radio />} label={t('filter')} />
        </RadioGroup>
      </FormControl>
      {value.source.kind === 'filter' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {select('status', PROSPECT_STATUS_CHOICES)}
          {select('source', SOURCE_CHOICES)}
          {day('created_from')}
          {day('created_to')}
          <TextField
            type="number"
            label={t('id_import')}
            value={filter.id_import ?? ''}
            onChange={(event) => setFilter({ id_import: event.target.value === '' ? undefined : Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <FormControlLabel
            control={<Switch checked={filter.unassigned ?? false} onChange={(event) => setFilter({ unassigned: event.target.checked || undefined })} />}
            label={t('only_unassigned')}
          />
        </Stack>
      )}
      <TextField
        type="number"
        label={t('limit')}
        value={value.limit ?? ''}
        onChange={(event) => onChange({ ...value, limit: event.target.value === '' ? undefined : Number(event.target.value) })}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
}
