import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import GpsOffIcon from '@mui/icons-material/GpsOff';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Location } from './useGeolocation';

/** The state of the phone's location on the form, announced as it changes. */
export function LocationStatus({ location, onRetry }: { location: Location; onRetry: () => void }) {
  const translate = useTranslate();
  const icon =
    location.state === 'searching' ? <CircularProgress size={18} aria-hidden /> : location.state === 'found' ? <GpsFixedIcon color="success" /> : <GpsOffIcon color="warning" />;
  const text =
    location.state === 'searching'
      ? translate('app.visum.locating')
      : location.state === 'found'
        ? translate('app.visum.located', { accuracy: Math.round(location.place.accuracy) })
        : translate('app.visum.no_location');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {icon}
      <Typography role="status" variant="body2">
        {text}
      </Typography>
      {location.state === 'none' ? (
        <Button size="small" onClick={onRetry}>
          {translate('app.visum.retry_location')}
        </Button>
      ) : null}
    </Stack>
  );
}
