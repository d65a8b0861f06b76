import { MenuItem, TextField } from '@mui/material';

type Option = { id: string | number; name: string };

type ReportSelectProps = {
  label: string;
  /** The first choice, which leaves the filter out: 'Semua sumber', 'Semua sales', … */
  allLabel: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
};

/** One filter of the report: everything, or one of `options`; the choice is written as the URL holds it (text). */
export function ReportSelect({ label, allLabel, value, options, onChange }: ReportSelectProps) {
  // A link may name what the list does not hold (yet, while it loads): it stays chosen rather than blank.
  const listed = value === undefined || options.some((option) => String(option.id) === value);
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      // The 'all' choice shows as the value, not an empty field under the label.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      size="small"
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {listed ? null : <MenuItem value={value}>{`#${value}`}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
