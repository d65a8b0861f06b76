import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

// expect.poll waits for a state and returns once it is there; vitest's 1 s default deadline is too
// short for a machine busy with other work.
const pollForAState = { poll: { timeout: 20_000 } };

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: pollForAState,
  },
});

if (!postgresUrl) {
  console.warn(
    '[tests] TEST_DATABASE_URL is not set: the server suite runs on PGlite only; the PostgreSQL suite was not run.',
  );
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(postgresUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })] : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A test of many steps took 26 s with both cores busy; each wait may take up to 10 s (setup.ts).
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: pollForAState,
          fileParallelism: false,
        },
      },
    ],
  },
});
