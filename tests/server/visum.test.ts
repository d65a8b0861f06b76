import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { registerCompany } from './helpers/api';
import { salesInAndOutOfGroup, startDemoApp, type Demo, type Session } from './helpers/demo';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';
import { jakartaDay } from './helpers/jakartaDay';

const VISUM = '/api/master/v1/visum';
const PROSPECT = '/api/prospect/v1/prospect';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Visit = { id: number; id_user: number; id_group: number | null; id_prospect: number | null; purpose: string; photo: string | null; latitude: number | null; visited_at: string };

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
/** In the supervisor's group. */
let sales: Session;
/** In another group. */
let outsider: Session;
let phoneSeq = 0;
const newPhone = () => `0813555${String((phoneSeq += 1)).padStart(5, '0')}`;

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup: sales, outsider } = await salesInAndOutOfGroup(demo, supervisor));
});
afterAll(() => t.close());

const record = async (as: Session, body: Record<string, unknown>) => as.api.json('POST', VISUM, { purpose: 'rumah', ...body });
const recorded = async (as: Session, body: Record<string, unknown> = {}) => {
  const response = await record(as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Visit;
};
const upload = (id: number, bytes: Buffer, as: Session, name = 'foto.jpg') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return t.app.inject({ method: 'POST', url: `${VISUM}/${id}/photo`, headers: { authorization: `Bearer ${as.token}`, 'x-app-key': APP_KEY }, payload: form });
};
const listIds = async (as: Session, filter: Record<string, unknown> = {}) => {
  const response = await as.api.get(VISUM, { filter: JSON.stringify(filter), range: '[0,499]' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Visit[]).map((v) => v.id);
};
const countOf = async (table: string) => Number((await t.database.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

describe('recording a visit', () => {
  it('stamps the server time, the recorder and their group, ignoring the phone', async () => {
    const before = Date.now();
    const visit = await recorded(sales, { notes: 'Bertemu ibu Sari', latitude: -6.2, longitude: 106.8, accuracy: 12, visited_at: '2000-01-01T00:00:00Z', id_user: admin.id });
    const after = Date.now();
    expect(visit).toMatchObject({ id_user: sales.id, id_group: sales.id_group, purpose: 'rumah', latitude: -6.2, photo: null });
    const at = new Date(visit.visited_at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    const [log] = await t.database.query<{ action: string }>(`select action from activity_log where entity = 'visum' and id_entity = $1`, [visit.id]);
    expect(log.action).toBe('create');
  });

  it('takes the phone’s time of a visit recorded without signal, within 72 hours, and says the time is the phone’s', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const claimed = hoursAgo(5);
    const offline = await recorded(sales, { recorded_offline_at: claimed });
    expect(new Date(offline.visited_at).toISOString()).toBe(claimed);
    expect(offline).toMatchObject({ time_from_device: true });
    expect(await recorded(sales)).toMatchObject({ time_from_device: false });

    // A phone a minute ahead of the server: now. Further out, or older than 72 hours: refused, nothing recorded.
    const ahead = await recorded(sales, { recorded_offline_at: new Date(Date.now() + 60_000).toISOString() });
    expect(new Date(ahead.visited_at).getTime()).toBeLessThanOrEqual(Date.now());
    const before = await countOf('visum');
    for (const claimed of [hoursAgo(73), hoursAgo(-1), 'kemarin']) {
      const refused = await record(sales, { recorded_offline_at: claimed });
      expect(refused.statusCode, claimed).toBe(422);
      expect(refused.json().errors.recorded_offline_at).toMatch(/Waktu kunjungan/);
    }
    expect(await countOf('visum')).toBe(before);
  });

  it('records a visit without a location, and refuses half a location or one off the globe', async () => {
    expect((await recorded(sales)).latitude).toBeNull();
    const half = await record(sales, { latitude: -6.2 });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.longitude).toBe('Latitude dan longitude harus diisi bersama.');
    expect((await record(sales, { latitude: 91, longitude: 0 })).json().errors.latitude).toBe('Latitude maksimal 90.');
    expect((await record(sales, { latitude: 0, longitude: -181 })).json().errors.longitude).toBe('Longitude minimal -180.');
    expect((await record(sales, { latitude: 0, longitude: 0, accuracy: -1 })).json().errors.accuracy).toBe('Akurasi lokasi minimal 0.');
    expect((await record(sales, { purpose: 'liburan' })).statusCode).toBe(422);
  });

  it('takes a prospect the caller works on, and refuses one out of their reach or of another company', async () => {
    const own = (await sales.api.json('POST', PROSPECT, { name: 'Pak Budi', phone: newPhone() })).json().id as number;
    expect((await recorded(sales, { id_prospect: own })).id_prospect).toBe(own);
    const notTheirs = (await outsider.api.json('POST', PROSPECT, { name: 'Bu Wati', phone: newPhone() })).json().id as number;
    expect((await record(sales, { id_prospect: notTheirs })).json().errors.id_prospect).toBeDefined();
    const stranger = await registerCompany(t.app, 'Dealer Lain');
    const foreign = (await stranger.api.json('POST', PROSPECT, { name: 'Orang Lain', phone: newPhone() })).json().id as number;
    const refused = await record(sales, { id_prospect: foreign });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id_prospect).toBe('Prospek tidak ditemukan atau bukan prospek yang anda tangani.');
  });

  it('creates a new prospect met on the visit, owned by the recorder, in the same transaction', async () => {
    const phone = newPhone();
    const visit = await recorded(sales, { purpose: 'pameran', new_prospect: { name: 'Mas Joko', phone } });
    const [created] = await t.database.query<{ id: number; id_user: number; source: string }>('select id, id_user, source from prospect where phone = $1', [`+62${phone.slice(1)}`]);
    expect(created).toMatchObject({ id: visit.id_prospect, id_user: sales.id, source: 'pameran' });
    expect(await t.database.query(`select 1 from activity_log where entity = 'prospect' and id_entity = $1`, [created.id])).toHaveLength(1);
  });

  it('writes nothing when the new prospect is refused', async () => {
    const phone = newPhone();
    await sales.api.json('POST', PROSPECT, { name: 'Sudah Ada', phone });
    const [visits, prospects] = [await countOf('visum'), await countOf('prospect')];
    const refused = await record(sales, { new_prospect: { name: 'Dobel', phone } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('prospect.phone_taken');
    expect([await countOf('visum'), await countOf('prospect')]).toEqual([visits, prospects]);
    expect((await record(sales, { id_prospect: 1, new_prospect: { name: 'Dua', phone: newPhone() } })).statusCode).toBe(422);
  });

  it('leaves no new prospect behind when the visit itself fails', async () => {
    await t.database.query(`create function visum_refuse() returns trigger language plpgsql as $$ begin raise exception 'visit refused'; end $$`);
    await t.database.query(`create trigger visum_refuse before insert on visum for each row when (new.notes = 'gagal') execute function visum_refuse()`);
    try {
      const phone = newPhone();
      expect((await record(sales, { notes: 'gagal', new_prospect: { name: 'Tak Jadi', phone } })).statusCode).toBe(500);
      expect(await t.database.query('select 1 from prospect where phone = $1', [`+62${phone.slice(1)}`])).toHaveLength(0);
    } finally {
      await t.database.query('drop trigger visum_refuse on visum');
      await t.database.query('drop function visum_refuse');
    }
  });
});

describe('the photo', () => {
  it('is checked by its bytes, taken once, from the recorder only', async () => {
    const visit = await recorded(sales);
    const renamed = await upload(visit.id, Buffer.from('bukan gambar sama sekali'), sales, 'foto.jpg');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().code).toBe('photo.not_image');
    expect((await upload(visit.id, PNG, supervisor)).statusCode).toBe(403);
    const stored = await upload(visit.id, PNG, sales);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().photo).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await upload(visit.id, PNG, sales)).statusCode).toBe(409);
  });

  it('is served to those who see the visit, and never by the public files route', async () => {
    const visit = await recorded(sales);
    const { photo } = (await upload(visit.id, PNG, sales)).json() as { photo: string };
    for (const who of [sales, supervisor, admin]) {
      const served = await who.api.get(`${VISUM}/${visit.id}/photo`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
    expect((await outsider.api.get(`${VISUM}/${visit.id}/photo`)).statusCode).toBe(404);
    const stranger = await registerCompany(t.app, 'Dealer Penasaran');
    expect((await stranger.api.get(`${VISUM}/${visit.id}/photo`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/files/visum/${photo}` })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  let salesVisit: Visit;
  let outsiderVisit: Visit;
  beforeAll(async () => {
    salesVisit = await recorded(sales, { purpose: 'perusahaan' });
    outsiderVisit = await recorded(outsider, { purpose: 'pameran' });
  });

  it('shows a salesperson their own, a supervisor their group, an administrator everyone', async () => {
    expect(await listIds(sales)).toContain(salesVisit.id);
    expect(await listIds(sales)).not.toContain(outsiderVisit.id);
    expect(await listIds(supervisor)).toContain(salesVisit.id);
    expect(await listIds(supervisor)).not.toContain(outsiderVisit.id);
    expect(await listIds(admin)).toEqual(expect.arrayContaining([salesVisit.id, outsiderVisit.id]));
    expect((await supervisor.api.get(`${VISUM}/${outsiderVisit.id}`)).statusCode).toBe(404);
    const stranger = await registerCompany(t.app, 'Dealer Asing');
    expect((await stranger.api.get(`${VISUM}/${salesVisit.id}`)).statusCode).toBe(404);
  });

  it('filters by person, group, purpose and period', async () => {
    expect(await listIds(admin, { id_user: outsider.id })).toEqual(expect.arrayContaining([outsiderVisit.id]));
    expect(await listIds(admin, { id_user: outsider.id })).not.toContain(salesVisit.id);
    expect(await listIds(admin, { id_group: sales.id_group })).toContain(salesVisit.id);
    expect(await listIds(admin, { id_group: sales.id_group })).not.toContain(outsiderVisit.id);
    const companies = await listIds(admin, { purpose: 'perusahaan' });
    expect(companies).toContain(salesVisit.id);
    expect(companies).not.toContain(outsiderVisit.id);
    const today = jakartaDay(salesVisit.visited_at);
    expect(await listIds(admin, { created_from: today, created_to: today })).toContain(salesVisit.id);
    expect(await listIds(admin, { created_to: '2020-01-01' })).toEqual([]);
    expect((await admin.api.get(VISUM, { filter: JSON.stringify({ purpose: 'liburan' }) })).statusCode).toBe(400);
  });

  it('lets only the recorder correct a visit, and the recorder or an administrator delete it', async () => {
    const visit = await recorded(sales);
    expect((await supervisor.api.json('PUT', `${VISUM}/${visit.id}`, { notes: 'diubah' })).statusCode).toBe(403);
    const corrected = await sales.api.json('PUT', `${VISUM}/${visit.id}`, { notes: 'dikoreksi', visited_at: '2000-01-01T00:00:00Z' });
    expect(corrected.json()).toMatchObject({ notes: 'dikoreksi', visited_at: visit.visited_at });
    expect((await supervisor.api.json('DELETE', `${VISUM}/${visit.id}`)).statusCode).toBe(403);
    expect((await admin.api.json('DELETE', `${VISUM}/${visit.id}`)).statusCode).toBe(200);
  });
});

describe('the map', () => {
  it('gives the tile address that the Content-Security-Policy allows', async () => {
    const answer = await sales.api.get(`${VISUM}/map_tiles`);
    expect(answer.json()).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(answer.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
  });

  it('allows a configured tile server, a {s} subdomain as a wildcard', async () => {
    const other = await startTestApp({ config: { mapTileUrl: 'https://{s}.tiles.dealer.test/osm/{z}/{x}/{y}.png' } });
    try {
      const page = await other.app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.dealer\.test;/);
    } finally {
      await other.close();
    }
  });
});

describe('MAP_TILE_URL', () => {
  it('takes an http(s) tile address and refuses anything else at start', () => {
    expect(readConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).mapTileUrl).toBe('https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(() => readConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => readConfig({ MAP_TILE_URL: "https://tiles.test/{z}/{x}/{y}.png; script-src 'unsafe-inline'" })).toThrow(/MAP_TILE_URL/);
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.test/osm.png' })).toThrow(/MAP_TILE_URL/);
  });
});
