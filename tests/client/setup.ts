import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSession } from '../../src/authProvider/session';
import { forgetReadsExcept } from '../../src/offline/storedReads';
import { i18nProvider, loadPageTexts } from '../../src/i18n';
import { server } from './msw';
import { keepOnlyStylesReadByTests } from './stylesReadByTests';
import { stopTestQueryClients } from './testQueryClient';

// findBy* and waitFor return as soon as their state is there; the bound is only the deadline of a
// failure. Testing Library's 1 s default failed first renders on a machine busy with other work, and
// 10 s did too: the role list's first render takes 2.4 s on an idle machine and over 10 s beside the
// other suites with both cores busy. 20 s failed twice on 2026-11-30, in whole runs with both cores
// busy: the first render of Buat Pesan Siaran and its failed check, which takes 0.4–1 s alone.
configure({ asyncUtilTimeout: 45_000 });
keepOnlyStylesReadByTests();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app loads them with its lazy pages (i18n/index.ts); the tests render those pages directly.
beforeAll(() => loadPageTexts());

afterEach(async () => {
  cleanup();
  await stopTestQueryClients();
  server.resetHandlers();
  // Cookies, the stored user and the per-session answers cached in memory.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  // The answers the app kept on the device (offline/persistedQueries.ts), once a file of the worker
  // brought IndexedDB: read back by the next test, one test's answer showed where it expected a failure.
  await forgetReadsExcept();
  // A call without an answer took the app offline (src/offline/connectivity.ts); the next test starts online.
  onlineManager.setOnline(true);
  // The files of a worker share the app's modules (docs/testing.md, Time): a test that chose
  // English leaves the next one in Indonesian, as a new visit starts.
  if (i18nProvider.getLocale() !== 'id') await i18nProvider.changeLocale('id');
});

afterAll(() => server.close());
