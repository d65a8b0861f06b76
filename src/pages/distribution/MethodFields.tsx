import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DISTRIBUTION_METHODS, type DistributionMethod } from '../../../domain/vocabularies';

export type MethodChoice = { method: DistributionMethod; capacity: number | null };

/** How to share, and the capacity that weights (capacity method) or caps (the others) each person's share. */
export function MethodFields({ value, onChange }: { value: MethodChoice; onChange: (value: MethodChoice) => void }) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{translate('app.distribution.method.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value.method}
          onChange={(event) => onChange({ ...value, method: event.target.value as DistributionMethod })}
        >
          {DISTRIBUTION_METHODS.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={translate(`app.distribution.method.${method}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        type="number"
        label={translate('app.distribution.method.capacity_field')}
        helperText={translate('app.distribution.method.capacity_help')}
        required={value.method === 'capacity'}
        value={value.capacity ?? ''}
        onChange={(event) => onChange({ ...value, capacity: event.target.value === '' ? null : Number(event.target.value) })}
        slotProps={{ htmlInput: { min: 1, max: 100000, step: 1 } }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
}
