import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSession } from '../../src/authProvider/session';
import { server } from './msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Cookies, the stored user and the per-session answers cached in memory.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => server.close());
