import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`), or CHROMIUM_PATH: the browser the benches load pages in as a phone would. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's build of the same Chromium without the browser's window machinery (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: the headless shell when installed (.ci/run installs it),
 * which is what Playwright itself runs for headless pages, Chromium otherwise; CHROMIUM_PATH names
 * another. The shell runs the same pages with less work: the e2e project alone took 701 s instead
 * of 951 (docs/testing.md, Time).
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Headless in this closed network: no sandbox (root in a container), no calls out, background or other. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name but the loopback's resolves to nothing: a page can never reach out of the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
