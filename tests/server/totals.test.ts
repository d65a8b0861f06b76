import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerCompany>>;

/** `count` prospects of the new company, `hot` of them Hot, written straight into the table. */
async function addProspects(count: number, hot: number) {
  await t.database.query(
    `insert into prospect (id_company, id_user, name, phone, status)
     select $1, $2, 'Prospek ' || n, '+62812' || lpad(n::text, 8, '0'), case when n <= $4 then 'Hot' else 'Low' end
     from generate_series(1, $3) as n`,
    [admin.id_company, admin.id, count, hot],
  );
  await t.database.query('analyze prospect');
}

const totalOf = async (filter: Record<string, unknown>) => {
  const response = await admin.api.get('/api/prospect/v1/prospect', { range: '[0,0]', filter: JSON.stringify(filter) });
  expect(response.statusCode).toBe(200);
  return Number(String(response.headers['content-range']).split('/')[1]);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerCompany(t.app, 'Dealer Besar');
  await addProspects(30_000, 9_999);
});
afterAll(() => t.close());

describe('list totals (docs/api.md: exact below 10,000 rows, the planner’s estimate above)', () => {
  it('counts exactly up to 10,000 matching rows', async () => {
    expect(await totalOf({ status: 'Hot' })).toBe(9_999);
    expect(await totalOf({ status: 'Hot', id_user: admin.id })).toBe(9_999);
    expect(await totalOf({ status: 'Deal' })).toBe(0);
  });

  it('answers a large list with the planner’s estimate instead of counting it', async () => {
    const all = await totalOf({});
    expect(all).toBeGreaterThan(10_000);
    expect(Math.abs(all - 30_000) / 30_000).toBeLessThan(0.1);
    const low = await totalOf({ status: 'Low' });
    expect(low).toBeGreaterThan(10_000);
    expect(Math.abs(low - 20_001) / 20_001).toBeLessThan(0.1);
  });

  it('does not count a large list: until the table is analysed again, deleted rows stay in the estimate', async () => {
    await t.database.query("delete from prospect where id_company = $1 and status = 'Low' and name like 'Prospek 1%'", [admin.id_company]);
    const [{ n: exact }] = await t.database.query<{ n: number }>('select count(*)::int as n from prospect where id_company = $1', [
      admin.id_company,
    ]);
    expect(exact).toBeLessThan(25_000);
    expect(await totalOf({ status: 'Hot' })).toBe(9_999);
    expect(await totalOf({})).toBeGreaterThan(exact);
  });
});
