import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROSPECT_SOURCES } from '../../../domain/vocabularies';
import type { ReportParams } from '../../dataProvider/reportsApi';

type ReportFiltersProps = { params: ReportParams; onChange: (params: ReportParams) => void };

/** The period and the lead source; a person, group or motor arrives in the URL (a link) and stays with it. */
export function ReportFilters({ params, onChange }: ReportFiltersProps) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="date"
        label={translate('app.reports.from')}
        value={params.from}
        onChange={(event) => event.target.value && onChange({ ...params, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        type="date"
        label={translate('app.reports.to')}
        value={params.to}
        onChange={(event) => event.target.value && onChange({ ...params, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        select
        label={translate('app.reports.source')}
        value={params.source ?? ''}
        onChange={(event) => onChange({ ...params, source: event.target.value || undefined })}
        size="small"
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{translate('app.reports.all_sources')}</MenuItem>
        {PROSPECT_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {source}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
