/**
 * The version and build of the running client. vite.config.ts defines __APP_VERSION__ and
 * __APP_BUILD__, and writes the same build id into dist/version.json. Read through this module:
 * where nothing defines them (the client tests) they are undefined, and tests can stub them here.
 */
export const appVersion = (): string => (typeof __APP_VERSION__ === 'undefined' ? '' : __APP_VERSION__);

export const runningBuild = (): string | undefined =>
  typeof __APP_BUILD__ === 'undefined' ? undefined : __APP_BUILD__;
