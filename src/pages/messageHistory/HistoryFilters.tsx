import { Box, MenuItem, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { HistoryFilter } from '../../dataProvider/messageHistoryApi';
import type { StatusFamily } from './HistoryStatusChip';

type Field = 'person' | 'contact' | 'search' | 'period';

type HistoryFiltersProps = {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
  /** The filters shown, in order; status is always offered. */
  fields: readonly Field[];
  statusFamily: StatusFamily;
  statuses: readonly string[];
  /** Beside the filters, e.g. the export button. */
  actions?: ReactNode;
};

const WIDTH = { xs: '100%', sm: 200 };

/** How long typing pauses before a typed filter is asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 300;

type TypedFilterProps = { label: string; value: string; onChange: (value: string) => void };

/** A text filter that reports its value once the typing pauses. */
function TypedFilter({ label, value, onChange }: TypedFilterProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <TextField size="small" label={label} value={text} onChange={(event) => setText(event.target.value)} sx={{ width: WIDTH }} />;
}

/** The filters of the WhatsApp logs: each change is a new query (the page goes back to its first page). */
export function HistoryFilters({ filter, onChange, fields, statusFamily, statuses, actions }: HistoryFiltersProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.message_history.filters.${key}`);
  const members = useGetList<{ id: number; name: string }>('members', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } }, { enabled: fields.includes('person') });
  const set = (name: string) => (event: { target: { value: string } }) => onChange({ ...filter, [name]: event.target.value });
  const value = (name: string) => filter[name] ?? '';
  const select = (name: string, label: string, all: string, options: { id: string | number; name: string }[]) => (
    <TextField select size="small" label={label} value={value(name)} onChange={set(name)} sx={{ width: WIDTH }}>
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (name: 'from' | 'to') => (
    <TextField type="date" size="small" label={t(name)} value={value(name)} onChange={set(name)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: WIDTH }} />
  );
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}>
      {fields.includes('person') && select('id_user', t('person'), t('all_people'), members.data ?? [])}
      {fields.includes('contact') && <TypedFilter label={t('contact')} value={value('contact')} onChange={(text) => onChange({ ...filter, contact: text })} />}
      {fields.includes('search') && <TypedFilter label={t('search')} value={value('search')} onChange={(text) => onChange({ ...filter, search: text })} />}
      {select(
        'status',
        t('status'),
        t('all_statuses'),
        statuses.map((status) => ({ id: status, name: translate(`app.message_history.${statusFamily}.${status}`) })),
      )}
      {fields.includes('period') && (
        <>
          {date('from')}
          {date('to')}
        </>
      )}
      {actions}
    </Box>
  );
}
