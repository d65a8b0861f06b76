import { PlaceLinksPage } from './PlaceLinksPage';

/** /mapdirect/:id?: directions from where the phone is to the prospect. */
export default function DirectionsPage() {
  return <PlaceLinksPage kind="directions" />;
}
