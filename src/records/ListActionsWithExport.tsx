import MapIcon from '@mui/icons-material/Map';
import { Button, CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { Link } from 'react-router-dom';
import { ServerExportButton } from './ServerExportButton';
import { GuideLink } from '../layout/GuideLink';
import type { GuideTopicId } from '../guide/topicIds';

/** The list's records on a map (/peta, /mapbok: docs/product.md, Maps). */
export const MapButton = ({ to }: { to: string }) => (
  <Button component={Link} to={to} label="app.maps.places.open_map">
    <MapIcon />
  </Button>
);

/**
 * react-admin's list actions (filters, create) with the server export in place of its one-page CSV,
 * and the way to the list's map when it has one, and to the guide's topic that explains it.
 */
export function ListActionsWithExport({ mapPath, guide }: { mapPath?: string; guide?: GuideTopicId }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {mapPath ? <MapButton to={mapPath} /> : null}
      {hasCreate && <CreateButton />}
      <ServerExportButton />
      {guide ? <GuideLink topic={guide} /> : null}
    </TopToolbar>
  );
}
