import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@mui/material';
import { NumberInput, useNotify, useTranslate } from 'react-admin';
import { FieldGrid } from '../../records/layout';
import { useRules } from '../../records/validation';
import { RANGES } from '../../../domain/limits';

/** About 10 cm: more digits only repeat the receiver's noise. */
const sixDigits = (value: number) => Math.round(value * 1e6) / 1e6;

/** Latitude and longitude, typed or taken from the phone's position where the salesperson stands. */
export function LocationInputs() {
  const rules = useRules();
  const notify = useNotify();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [locating, setLocating] = useState(false);
  const label = (field: string) => `resources.prospect.fields.${field}`;

  const locate = () => {
    if (!navigator.geolocation) {
      notify('app.records.location.unsupported', { type: 'warning' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const options = { shouldDirty: true, shouldValidate: true };
        setValue('latitude', sixDigits(coords.latitude), options);
        setValue('longitude', sixDigits(coords.longitude), options);
        setLocating(false);
      },
      (error) => {
        notify(error.code === error.PERMISSION_DENIED ? 'app.records.location.denied' : 'app.records.location.failed', {
          type: 'warning',
        });
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <>
      <FieldGrid>
        <NumberInput source="latitude" step={0.000001} validate={rules.number(label('latitude'), RANGES.latitude)} />
        <NumberInput source="longitude" step={0.000001} validate={rules.number(label('longitude'), RANGES.longitude)} />
      </FieldGrid>
      <Button onClick={locate} disabled={locating} variant="outlined" startIcon={<MyLocationIcon />}>
        {translate('app.records.location.use_mine')}
      </Button>
    </>
  );
}
