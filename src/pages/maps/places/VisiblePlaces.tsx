import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Place } from '../../../../domain/schemas/place';
import { formatCount } from '../../../format';
import type { MarkStyle } from './PlacesMap';

/** A phone shows this many rows of what is in view; the map narrows the rest. */
const SHOWN = 50;

/**
 * What the map shows, as a list: the same places, nearest to the map's centre first, each a link
 * to its record. On a phone it sits under the map, one swipe away; it is also how keyboard and
 * screen-reader users read the map.
 */
export function VisiblePlaces({ places, colorOf, labelOf, pathOf }: MarkStyle & { places: Place[] }) {
  const translate = useTranslate();
  const hidden = places.length - SHOWN;
  return (
    <Box component="section" aria-labelledby="places-in-view">
      <Typography id="places-in-view" variant="h6" component="h2">
        {translate('app.maps.places.in_view', { count: formatCount(places.length) })}
      </Typography>
      {places.length ? (
        <List dense disablePadding>
          {places.slice(0, SHOWN).map((place) => (
            <ListItem key={place.id} disablePadding>
              <ListItemButton component={RouterLink} to={pathOf(place.id)} sx={{ gap: 1.5 }}>
                <Box aria-hidden sx={{ width: 12, height: 12, flex: 'none', borderRadius: '50%', bgcolor: colorOf(place.status) }} />
                <ListItemText primary={place.name || translate('app.maps.places.unnamed')} secondary={labelOf(place.status)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('app.maps.places.none_in_view')}</Typography>
      )}
      {hidden > 0 ? <Typography color="text.secondary">{translate('app.maps.places.more', { count: formatCount(hidden) })}</Typography> : null}
    </Box>
  );
}
