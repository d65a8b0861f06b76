/** The fixed key that names this client application (docs/api.md). */
export const APP_KEY = import.meta.env.VITE_APP_KEY ?? 'sf-web';

/** The provider API's origin; empty means the origin that served the app. */
export const API_URL = import.meta.env.VITE_API_URL ?? '';
