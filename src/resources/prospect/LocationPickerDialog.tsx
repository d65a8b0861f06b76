import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyWithReload } from '../../chunkReload';
import { useMapTiles } from '../visum/useMapTiles';
import { useIsSmall } from '../useIsSmall';
import type { MapCentre, Point } from './LocationPickerMap';

const LocationPickerMap = lazyWithReload(() => import('./LocationPickerMap'));

/** Closer than this, streets and houses show: a place chosen from farther is a guess. */
const CLOSE_ENOUGH_ZOOM = 15;

const formatPoint = ({ latitude, longitude }: Point) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

type LocationPickerDialogProps = { start: Point | null; onPick(point: Point): void; onClose(): void };

/** 'Pilih di peta': the place under the map's pin becomes the prospect's latitude and longitude. */
export function LocationPickerDialog({ start, onPick, onClose }: LocationPickerDialogProps) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const tiles = useMapTiles();
  const [centre, setCentre] = useState<MapCentre | null>(null);
  const closeEnough = centre !== null && centre.zoom >= CLOSE_ENOUGH_ZOOM;
  const placeholder = <Box sx={{ height: '100%', bgcolor: 'action.hover', borderRadius: 1 }} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isSmall} aria-labelledby="location-picker-title">
      <DialogTitle id="location-picker-title">{translate('app.records.location.picker_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.records.location.picker_help')}</DialogContentText>
        {tiles.isError ? (
          <Typography color="error">{translate('app.visum.map_failed')}</Typography>
        ) : (
          <Box sx={{ height: { xs: '55vh', sm: 380 }, minHeight: 240 }}>
            {tiles.data ? (
              <Suspense fallback={placeholder}>
                <LocationPickerMap start={start} tileUrl={tiles.data.url} label={translate('app.records.location.picker_map')} onCentre={setCentre} />
              </Suspense>
            ) : (
              placeholder
            )}
          </Box>
        )}
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {centre === null
            ? ''
            : closeEnough
              ? translate('app.records.location.picker_point', { point: formatPoint(centre.point) })
              : translate('app.records.location.picker_zoom_in')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!closeEnough} onClick={() => centre && onPick(centre.point)}>
          {translate('app.records.location.picker_use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
