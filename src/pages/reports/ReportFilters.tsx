import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROSPECT_SOURCES } from '../../../domain/vocabularies';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FilterFold } from './FilterFold';
import { ReportSelect } from './ReportSelect';
import { ScopePickers } from './ScopePickers';

type ReportFiltersProps = { params: ReportParams; onChange: (params: ReportParams) => void };

const SOURCE_OPTIONS = PROSPECT_SOURCES.map((source) => ({ id: source, name: source }));

/** The period, the lead source and the scope (person, group, motor) the caller may choose. */
export function ReportFilters({ params, onChange }: ReportFiltersProps) {
  const translate = useTranslate();
  return (
    <FilterFold>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
        <ReportSelect
          label={translate('app.reports.source')}
          allLabel={translate('app.reports.all_sources')}
          value={params.source}
          options={SOURCE_OPTIONS}
          onChange={(source) => onChange({ ...params, source })}
        />
        <ScopePickers params={params} onChange={onChange} />
      </Stack>
    </FilterFold>
  );
}
