import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSession } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { server } from './msw';

// findBy* and waitFor return as soon as their state is there; the bound is only the deadline of a
// failure. Testing Library's 1 s default failed first renders on a machine busy with other work.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Cookies, the stored user and the per-session answers cached in memory.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  // The language a test chose stays in the translation provider, which the files of a worker share.
  await i18nProvider.changeLocale('id');
});

afterAll(() => server.close());
