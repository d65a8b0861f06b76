import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './helpers/testApp';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the database handle', () => {
  it('bulk-loads CSV through COPY, quotes and commas included', async () => {
    await database.copyCsv('company', ['name', 'code'], 'PT Satu,KODE01\n"CV Dua, Cabang ""Timur""",KODE02\n');
    const rows = await database.query<{ name: string; code: string }>('select name, code from company order by code');
    expect(rows).toEqual([
      { name: 'PT Satu', code: 'KODE01' },
      { name: 'CV Dua, Cabang "Timur"', code: 'KODE02' },
    ]);
  });

  it('hears NOTIFY on a channel it listens to, and stops hearing once it stops', async () => {
    const heard: string[] = [];
    const stop = await database.listen('sf_test_channel', (payload) => heard.push(payload));
    await database.query("select pg_notify('sf_test_channel', 'halo')");
    await expect.poll(() => heard).toEqual(['halo']);
    await stop();
    await database.query("select pg_notify('sf_test_channel', 'lagi')");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['halo']);
  });
});
