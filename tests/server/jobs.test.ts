import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

/** The job queue every kind of background work uses (server/plugins/jobs.ts), on both backends. */
describe('job queue', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await startTestApp();
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  it('runs a queued job in the background and keeps its data', async () => {
    const seen: unknown[] = [];
    await first.app.jobs.work<{ n: number }>('test-echo', async (data) => void seen.push(data));
    await first.app.jobs.send('test-echo', { n: 1 });
    await expect.poll(() => seen).toEqual([{ n: 1 }]);
  });

  it('keeps a job queued while no worker runs and hands it to the instance that starts one later', async () => {
    await first.app.jobs.send('test-later', { n: 2 });
    // Another instance on the same database (a restart, or a second server behind a balancer).
    second = await startTestApp({ database: first.database });
    const seen: unknown[] = [];
    await second.app.jobs.work<{ n: number }>('test-later', async (data) => void seen.push(data));
    await expect.poll(() => seen).toEqual([{ n: 2 }]);
  });

  it('does not run a job twice when a handler fails and the queue allows no retry', async () => {
    let runs = 0;
    await first.app.jobs.work(
      'test-failing',
      async () => {
        runs += 1;
        throw new Error('boom');
      },
      { retryLimit: 0 },
    );
    await first.app.jobs.send('test-failing', {});
    await expect.poll(() => runs).toBe(1);
    const stateOf = async () => (await first.database.query<{ state: string }>("select state from pgboss.job where name = 'test-failing'"))[0]?.state;
    await expect.poll(stateOf).toBe('failed');
    expect(runs).toBe(1);
  });
});
