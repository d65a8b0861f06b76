import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { FailureRecord } from './tests/failureRecord.ts';
import { ProjectTimes } from './tests/projectTimes.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

// expect.poll waits for a state and returns once it is there; vitest's 1 s default deadline is too
// short for a machine busy with other work.
const pollForAState = { poll: { timeout: 20_000 } };

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    // Migrates and seeds the databases each file starts from once per run.
    globalSetup: ['tests/server/globalSetup.ts'],
    setupFiles: ['tests/server/setup.ts'],
    // The files share one module registry: the server's modules (Fastify, Drizzle, the AWS SDK,
    // Baileys…) are imported once per run instead of once per file. Every file still starts apps
    // and databases of its own; the server keeps no state in its modules (docs/testing.md, Time).
    isolate: false,
    // In worker threads, as the client's files (below): 286 s instead of 314 s for this project.
    pool: 'threads',
    env,
    // Room for a wait longer than expect.poll's 20 s: an import's run (tests/server/helpers/imports.ts).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    expect: pollForAState,
  },
});

/**
 * The client files that change what every later file in their worker would see: modules replaced
 * with `vi.mock`, globals stubbed, or a fake IndexedDB that would keep one file's stored answers
 * for the next. Each gets a module registry and an environment of its own; the others share theirs.
 */
const clientFilesOwningTheirWorld = [
  'exportPage', 'liveNotifications', 'messageHistory', 'notificationPanel', 'permissionMatrix', 'push', 'pushDisabled',
  'userMenu', 'versionBanner', 'versionBannerWorker', 'outbox', 'help',
  'records/board', 'records/followUpDialog', 'records/orderForm', 'records/prospectForm',
].map((name) => `tests/client/${name}.test.tsx`);

const clientProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean): TestProjectInlineConfiguration => ({
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom',
    ...files,
    setupFiles: ['tests/client/setup.ts'],
    isolate,
    // Worker threads rather than child processes: a fifth less time for the same files
    // (docs/testing.md, Time).
    pool: 'threads',
    // A test of many steps took 26 s with both cores busy; each wait may take up to 45 s (setup.ts).
    testTimeout: 90_000,
    hookTimeout: 30_000,
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
    // The table of each project's files, tests and seconds comes before Vitest's closing summary;
    // the failures are also written down for `npm test` to list again at the very end.
    reporters: [new ProjectTimes(), new FailureRecord(), 'default'],
    // A worker per core, where Vitest keeps one core for itself: on CI's two cores its default of one
    // worker left a core idle while the client's files ran (568 s in one worker, 297 s in two).
    maxWorkers: availableParallelism(),
    projects: [
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(postgresUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })] : []),
      clientProject('client', { include: ['tests/client/**/*.test.{ts,tsx}'], exclude: clientFilesOwningTheirWorld }, false),
      clientProject('client-isolated', { include: clientFilesOwningTheirWorld }, true),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/instances/**'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // A journey of many steps took 17–25 s alone and over 60 s in CI beside the other suites.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: pollForAState,
          fileParallelism: false,
        },
      },
      // Several app processes on one PostgreSQL (docs/deploy.md): only where a PostgreSQL is given.
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'e2e-postgres',
                environment: 'node',
                include: ['tests/e2e/instances/**/*.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
                testTimeout: 180_000,
                hookTimeout: 180_000,
                expect: pollForAState,
              },
            },
          ]
        : []),
    ],
  },
});
