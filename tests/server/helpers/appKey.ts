/** The web app's key (X-App-Key), which the test servers accept (server/config.ts, APP_KEYS). */
export const APP_KEY = 'sf-web';
