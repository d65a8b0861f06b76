/** The store's folder of prospect photos, served at /files/prospects/<name>. */
export const PROSPECT_PHOTOS = 'prospects';
