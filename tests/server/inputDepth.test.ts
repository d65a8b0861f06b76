import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS, FEEDBACK } from '../../domain/apiPaths';
import { demoCompany } from './helpers/demo';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Awaited<ReturnType<Awaited<ReturnType<typeof demoCompany>>['loginAs']>>;

beforeAll(async () => {
  t = await startTestApp({ template: 'demo' });
  admin = await (await demoCompany(t)).loginAs('Administrator');
});
afterAll(() => t.close());

const TOO_DEEP = { code: 'input_too_deep', params: { max_depth: 32 }, message: 'Data yang dikirim bersarang terlalu dalam (maksimal 32 tingkat).' };
/** 200,000 levels in 400 KB: under the 1 MB body limit, far past what a recursive walk survives. */
const DEEP_ARRAY = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

/** `value` inside `levels` arrays, built without recursion. */
function nested(levels: number, value: unknown) {
  let result = value;
  for (let level = 0; level < levels; level += 1) result = [result];
  return result;
}

const rawJson = (method: 'POST' | 'PUT', url: string, text: string) =>
  t.app.inject({ method, url, payload: text, headers: { 'content-type': 'application/json', 'x-app-key': APP_KEY, authorization: `Bearer ${admin.token}` } });
const countRows = async (table: string) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
let phoneSeq = 7000;
const newProspect = (extra: Record<string, unknown> = {}) => ({ name: 'Uji Kedalaman', phone: `0813${String((phoneSeq += 1)).padStart(8, '0')}`, ...extra });

describe('input nested deeper than 32 levels is refused with 400, not a 500', () => {
  it('a JSON body of 200,000 arrays or objects, on every kind of write, and nothing is stored', async () => {
    const [prospect] = await t.database.query<{ id: number }>('select id from prospect where id_company = $1 limit 1', [admin.id_company]);
    const before = { prospects: await countRows('prospect'), feedback: await countRows('feedback'), exports: await countRows('export_job') };
    const writes: ['POST' | 'PUT', string][] = [
      ['POST', '/api/prospect/v1/prospect'],
      ['PUT', `/api/prospect/v1/prospect/${prospect.id}`],
      ['POST', FEEDBACK],
      ['POST', EXPORTS],
    ];
    for (const [method, url] of writes) {
      for (const text of [DEEP_ARRAY, DEEP_OBJECT]) {
        const response = await rawJson(method, url, text);
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toEqual(TOO_DEEP);
      }
    }
    expect({ prospects: await countRows('prospect'), feedback: await countRows('feedback'), exports: await countRows('export_job') }).toEqual(before);
  });

  it('32 levels reach the schema, which judges the field; one level more is refused before it', async () => {
    const atLimit = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ name: nested(31, 'Budi') }));
    expect(atLimit.statusCode).toBe(422);
    expect(Object.keys(atLimit.json().errors)).toEqual(['name']);
    const beyond = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ name: nested(32, 'Budi') }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual(TOO_DEEP);
  });

  it('a U+0000 beside deep input is still found, wherever the walk meets it first', async () => {
    const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ name: 'Bu\u0000di', notes: nested(10, 'x') }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: 'Tidak boleh berisi karakter NUL (\\u0000).' });
  });

  it('a list’s sort, range or filter nested too deep', async () => {
    const deep = JSON.stringify(nested(40, 1));
    const queries: Record<string, string>[] = [{ sort: deep }, { range: deep }, { filter: `{"id":${deep}}` }];
    for (const query of queries) {
      const response = await admin.api.get('/api/prospect/v1/prospect', query);
      expect(response.statusCode, JSON.stringify(Object.keys(query))).toBe(400);
      expect(response.json()).toEqual(TOO_DEEP);
    }
  });
});

describe('form bodies and query strings do not nest', () => {
  it('a form key written as 50,000 nested brackets is one flat field, which the route ignores', async () => {
    const response = await admin.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: admin.id_role, [`a${'[0]'.repeat(50_000)}`]: 'x' });
    expect(response.statusCode).toBe(200);
  });

  it('a query key written as nested brackets is one flat parameter, which the list ignores', async () => {
    const response = await admin.api.get('/api/prospect/v1/prospect', { [`filter${'[a]'.repeat(20_000)}`]: 'x' });
    expect(response.statusCode).toBe(200);
  });
});
