import { PlaceLinksPage } from './PlaceLinksPage';

/** /mapsgoogle/:id?: the prospect's place opened in Google Maps. */
export default function GoogleMapsPage() {
  return <PlaceLinksPage kind="place" />;
}
