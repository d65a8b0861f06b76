import { CheckboxGroupInput, Form, SaveButton, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import type { CompanyChange, CompanyRecord } from '../../../domain/schemas/company';
import { TIME_ZONES, WEEKDAYS } from '../../../domain/timeZones';
import { PageSection } from '../../layout/PageSection';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { useCompanyChange } from './useCompany';

const START = 'app.company.work.start';
const END = 'app.company.work.end';

type WorkTime = Pick<CompanyRecord, 'time_zone' | 'work_days' | 'work_start' | 'work_end'>;

/** The server's rule, told before sending: the day ends after it starts (HH:MM compares as text). */
const endsAfterStart = (end: unknown, values: WorkTime) =>
  typeof end === 'string' && end <= values.work_start ? 'app.company.work.end_before_start' : undefined;

/** The company's time zone, which its days and "today" follow, and its working days and hours. */
export function WorkTimeSection({ company }: { company: CompanyRecord }) {
  const translate = useTranslate();
  const save = useCompanyChange((dataProvider, change: CompanyChange) => dataProvider.updateCompany(change), {
    saved: 'app.company.work.saved',
    failed: 'app.company.save_failed',
    showsFieldErrors: true,
  });
  const values: WorkTime = { time_zone: company.time_zone, work_days: company.work_days, work_start: company.work_start, work_end: company.work_end };
  const zones = TIME_ZONES.map((zone) => ({ id: zone, name: translate(`app.company.work.zones.${zone}`) }));
  const days = WEEKDAYS.map((day) => ({ id: day, name: translate(`app.company.work.day_names.${day}`) }));
  return (
    <PageSection title="app.company.work.title" intro="app.company.work.intro">
      <Form
        defaultValues={values}
        onSubmit={(change: Record<string, unknown>) => {
          const { time_zone, work_days, work_start, work_end } = change as WorkTime;
          return fieldErrorsAfter(save.mutateAsync({ time_zone, work_days: [...work_days].sort((a, b) => a - b), work_start, work_end }));
        }}
      >
        <SelectInput source="time_zone" label="app.company.work.time_zone" choices={zones} validate={required()} fullWidth />
        <CheckboxGroupInput source="work_days" label="app.company.work.days" choices={days} validate={required()} row />
        <Stack direction="row" spacing={2}>
          <TextInput source="work_start" label={START} type="time" validate={required()} fullWidth />
          <TextInput source="work_end" label={END} type="time" validate={[required(), endsAfterStart]} fullWidth />
        </Stack>
        <SaveButton label="app.company.work.submit" alwaysEnable />
      </Form>
    </PageSection>
  );
}
