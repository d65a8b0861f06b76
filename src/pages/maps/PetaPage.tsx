import { PROSPECT_LAYER, VISIT_LAYER } from './places/layers';
import { PlacesPage } from './places/PlacesPage';

/** /peta: the prospects and visits of the caller's scope on a map. */
export default function PetaPage() {
  return <PlacesPage title="app.maps.places.peta_title" layers={[PROSPECT_LAYER, VISIT_LAYER]} />;
}
