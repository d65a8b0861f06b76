import MapIcon from '@mui/icons-material/Map';
import { Button, CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { Link } from 'react-router-dom';
import { ServerExportButton } from './ServerExportButton';

/** The list's records on a map (/peta, /mapbok: docs/product.md, Maps). */
export const MapButton = ({ to }: { to: string }) => (
  <Button component={Link} to={to} label="app.maps.places.open_map">
    <MapIcon />
  </Button>
);

/**
 * react-admin's list actions (filters, create) with the server export in place of its one-page CSV,
 * and the way to the list's map when it has one.
 */
export function ListActionsWithExport({ mapPath }: { mapPath?: string }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {mapPath ? <MapButton to={mapPath} /> : null}
      {hasCreate && <CreateButton />}
      <ServerExportButton />
    </TopToolbar>
  );
}
