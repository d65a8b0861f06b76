/** English texts of the map pages (app.maps.*); the same keys as id.ts. */
export const mapsEnglish = {
  maps: {
    directions_title: 'Directions',
    place_title: 'Place in Google Maps',
    choose: 'Choose a prospect first: the "Directions" button is on the page of every prospect whose place is known.',
    to_prospects: 'Open the prospect list',
    no_point: 'The place of %{name} is not known yet. Fill it in on the prospect\'s edit page ("Use my location" while there).',
    edit_prospect: 'Edit prospect',
    back: 'Back to %{name}',
    map_app: 'Open in the map app',
    google_directions: 'Directions in Google Maps',
    osm_directions: 'Directions in OpenStreetMap',
    google_place: 'Open in Google Maps',
    new_tab: '(opens an app or a new tab)',
    button: 'Directions',
    load_failed: 'The prospect could not be loaded: %{message}',
  },
};
