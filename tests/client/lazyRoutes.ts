import { beforeAll } from 'vitest';

/**
 * The admin shell and every page and resource view: all that the app loads lazily on a route's first
 * visit (docs/client.md, "Bundles").
 */
const routeModules = import.meta.glob(['../../src/AdminApp.tsx', '../../src/pages/**/*.tsx', '../../src/resources/**/*.tsx']);

/**
 * Loads them before the tests of a file that renders the app, so that its first test does not spend
 * its wait for the first screen on transforming and importing them.
 */
export function loadLazyRoutesFirst() {
  beforeAll(async () => {
    await Promise.all(Object.values(routeModules).map((load) => load()));
  });
}
