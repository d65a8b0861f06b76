import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { demoCompany } from './helpers/demo';
import { csvOf, importClient } from './helpers/imports';

describe('import smoke', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<Awaited<ReturnType<typeof demoCompany>>['loginAs']>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await (await demoCompany(t)).loginAs('Administrator');
  });
  afterAll(() => t.close());

  it('imports', async () => {
    const imports = importClient(t, admin.token);
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP', 'Status'], ['Ani', '0812-1111-2222', ' hot '], ['Budi', '12', 'Low'], ['', '', '']]));
    expect(batch.mapping).toEqual(['name', 'phone', 'status']);
    const preview = await imports.post(`/${batch.id}/preview`, { mapping: batch.mapping, source: 'pameran', default_status: 'Low', owner_mode: 'unassigned' });
    console.log(preview.body);
    const done = await imports.run(batch.id);
    console.log(done);
    const report = await imports.get(`/${batch.id}/rejected`);
    console.log(report.body);
  });
});
