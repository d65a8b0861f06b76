import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import { NumberInput, useNotify, useTranslate } from 'react-admin';
import { FieldGrid } from '../../records/layout';
import { useRules } from '../../records/validation';
import { RANGES } from '../../../domain/limits';
import { LocationPickerDialog } from './LocationPickerDialog';
import type { Point } from './LocationPickerMap';

/** About 10 cm: more digits only repeat the receiver's noise. */
const sixDigits = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Latitude and longitude: typed, taken from the phone's position where the salesperson stands, or
 * chosen on a map.
 */
export function LocationInputs() {
  const rules = useRules();
  const notify = useNotify();
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const [locating, setLocating] = useState(false);
  const [picking, setPicking] = useState(false);
  const label = (field: string) => `resources.prospect.fields.${field}`;

  const place = ({ latitude, longitude }: Point) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('latitude', sixDigits(latitude), options);
    setValue('longitude', sixDigits(longitude), options);
  };
  const [latitude, longitude] = getValues(['latitude', 'longitude']);
  const placed = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;

  const locate = () => {
    if (!navigator.geolocation) {
      notify('app.records.location.unsupported', { type: 'warning' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        place(coords);
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
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={locate} disabled={locating} variant="outlined" startIcon={<MyLocationIcon />}>
          {translate('app.records.location.use_mine')}
        </Button>
        <Button onClick={() => setPicking(true)} variant="outlined" startIcon={<MapIcon />}>
          {translate('app.records.location.pick_on_map')}
        </Button>
      </Stack>
      {picking ? (
        <LocationPickerDialog
          start={placed}
          onClose={() => setPicking(false)}
          onPick={(point) => {
            place(point);
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}
