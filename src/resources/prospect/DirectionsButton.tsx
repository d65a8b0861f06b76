import DirectionsIcon from '@mui/icons-material/Directions';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Prospect } from '../../../domain/records';
import { pointOf } from '../../pages/maps/placeLinks';

/** 'Petunjuk arah' to the prospect in context, once its place is known (/mapdirect/:id). */
export function DirectionsButton() {
  const prospect = useRecordContext<Prospect>();
  if (!prospect || !pointOf(prospect)) return null;
  return (
    <Button component={Link} to={`/mapdirect/${prospect.id}`} label="app.maps.button">
      <DirectionsIcon />
    </Button>
  );
}
