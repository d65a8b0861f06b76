import { ORDER_LAYER } from './places/layers';
import { PlacesPage } from './places/PlacesPage';

/** /mapbok: orders (bookings) at their customers' places, for planning deliveries. */
export default function MapbokPage() {
  return <PlacesPage title="app.maps.places.mapbok_title" layers={[ORDER_LAYER]} />;
}
