import { MenuItem, TextField } from '@mui/material';
import type { Identifier, RaRecord } from 'react-admin';

type ChoiceFieldProps = {
  label: string;
  value: Identifier | '';
  onChange: (value: Identifier) => void;
  /** Records with a name; undefined while they load. */
  options: RaRecord[] | undefined;
  /** The message when nothing is chosen and one must be. */
  error?: string;
};

/** A required choice among records by name. */
export function ChoiceField({ label, value, onChange, options, error }: ChoiceFieldProps) {
  return (
    <TextField
      select
      fullWidth
      required
      margin="dense"
      label={label}
      // Until the options arrive, the value has nothing to show.
      value={options ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={!!error}
      helperText={error ?? ' '}
    >
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
