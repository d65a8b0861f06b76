import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORTS } from './helpers/exports';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

/** The calls that start heavy work are limited per member (server/plugins/rateLimits.ts). */
describe('heavy work per member', () => {
  let t: TestApp;
  let admin: Session;
  let supervisor: Session;
  beforeAll(async () => {
    ({ t, admin, supervisor } = await startDemoApp());
  });
  // The exports it starts run on: the app closes once they have finished, not under their feet
  // (on a busy machine twenty of them outlast the queue's graceful stop).
  afterAll(async () => {
    await vi.waitFor(
      async () => {
        const [{ running }] = await t.database.query<{ running: number }>(`select count(*)::int as running from export_job where status in ('queued', 'running')`);
        if (running > 0) throw new Error(`${running} exports still running`);
      },
      { timeout: 120_000, interval: 200 },
    );
    await t.close();
  }, 150_000);

  it('answers 429 with the coded envelope past 20 exports a minute, and leaves other members alone', async () => {
    const start = () => admin.api.json('POST', EXPORTS, { kind: 'prospect', format: 'csv' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await start()).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const refused = await start();
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    const other = await supervisor.api.json('POST', EXPORTS, { kind: 'prospect', format: 'csv' });
    expect(other.statusCode).toBe(201);
  });
});
