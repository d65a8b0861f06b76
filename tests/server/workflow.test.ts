import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let yudi: Session; // Sales, Cabang Dago
let neng: Session; // Sales, Cabang Dago
let fajar: Session; // Sales, Cabang Buah Batu
let asep: Session; // Supervisor, Cabang Dago
let rina: Session; // Supervisor, Cabang Buah Batu

const salesIndex = (email: string) => demo.users.filter((u) => u.role === 'Sales').findIndex((u) => u.email === email);
const supervisorIndex = (email: string) => demo.users.filter((u) => u.role === 'Supervisor').findIndex((u) => u.email === email);

beforeAll(async () => {
  ({ t, demo } = await startDemoApp());
  yudi = await demo.loginAs('Sales', salesIndex('yudi@majumotor.co.id'));
  neng = await demo.loginAs('Sales', salesIndex('neng@majumotor.co.id'));
  fajar = await demo.loginAs('Sales', salesIndex('fajar@majumotor.co.id'));
  asep = await demo.loginAs('Supervisor', supervisorIndex('asep@majumotor.co.id'));
  rina = await demo.loginAs('Supervisor', supervisorIndex('rina@majumotor.co.id'));
});
afterAll(() => t.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0];
const lastNotice = (id_user: number) =>
  one<{ aksi: string; tipe: string; nama_user: string }>('select aksi, tipe, nama_user from notification where id_user = $1 order by id desc limit 1', [id_user]);
let phoneSeq = 5000;
const newProspect = async (owner: Session, name: string) =>
  (await owner.api.json('POST', '/api/prospect/v1/prospect', { name, phone: `0857${String((phoneSeq += 1)).padStart(8, '0')}` })).json() as {
    id: number;
  };
const pendingCount = async (s: Session, kind: string) =>
  (await s.api.get(`/api/dashboard/v1/notifikasi/pengajuan/${kind}`, { id_user: s.id })).json().count as number;

describe('follow-ups', () => {
  it('a salesperson’s follow-up waits for approval, moves the next follow-up, and the supervisor decides', async () => {
    const prospect = await newProspect(yudi, 'Dadang Hermawan');
    const before = await pendingCount(asep, 'followup');
    const next = '2030-01-15T03:00:00.000Z';
    const recorded = await yudi.api.json('POST', '/api/prospect/v1/followup', {
      id_prospect: prospect.id,
      method: 'telepon',
      result: 'Minta simulasi kredit',
      next_follow_up: next,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'pending', id_user: yudi.id });
    expect(recorded.json().done_at).not.toBeNull();
    expect((await yudi.api.get(`/api/prospect/v1/prospect/${prospect.id}`)).json().next_follow_up).toBe(next);
    expect(await pendingCount(asep, 'followup')).toBe(before + 1);

    expect((await rina.api.json('POST', `/api/prospect/v1/followup/${recorded.json().id}/approve`, {})).statusCode).toBe(404);
    const approved = await asep.api.json('POST', `/api/prospect/v1/followup/${recorded.json().id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(await pendingCount(asep, 'followup')).toBe(before);
    expect(await lastNotice(yudi.id)).toEqual({ aksi: 'persetujuan follow up', tipe: 'Prospek', nama_user: asep.name });
    expect((await asep.api.json('POST', `/api/prospect/v1/followup/${recorded.json().id}/reject`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('a supervisor’s own follow-up needs no approval; a prospect out of reach is refused', async () => {
    const prospect = await newProspect(asep, 'Euis Komalasari');
    const own = await asep.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'kunjungan' });
    expect(own.json().status).toBe('approved');
    const foreign = await fajar.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'whatsapp' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.id_prospect).toMatch(/Prospek tidak ditemukan/);
  });

  it('rejecting needs a reason', async () => {
    const prospect = await newProspect(yudi, 'Iwan Setiawan');
    const fu = (await yudi.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'whatsapp' })).json();
    const response = await asep.api.json('POST', `/api/prospect/v1/followup/${fu.id}/reject`, { reason: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toBe('Alasan penolakan wajib diisi.');
  });
});

describe('collaboration', () => {
  it('asks the owner, who approves; the collaborator then sees and works the prospect', async () => {
    const prospect = await newProspect(yudi, 'Nining Suryani');
    expect((await fajar.api.get(`/api/prospect/v1/prospect/${prospect.id}`)).statusCode).toBe(404);
    const asked = await fajar.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id, reason: 'Konsumen datang ke Buah Batu' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ id_user: fajar.id, id_user_target: yudi.id, status: 'pending' });
    expect(await lastNotice(yudi.id)).toEqual({ aksi: 'pengajuan kolaborasi', tipe: 'Prospek', nama_user: fajar.name });
    expect((await fajar.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id })).statusCode).toBe(409);

    expect((await neng.api.json('POST', `/api/prospect/v1/collab/${asked.json().id}/approve`, {})).statusCode).toBe(404);
    expect((await yudi.api.json('POST', `/api/prospect/v1/collab/${asked.json().id}/approve`, {})).statusCode).toBe(200);
    expect((await fajar.api.get(`/api/prospect/v1/prospect/${prospect.id}`)).statusCode).toBe(200);
    expect(await lastNotice(fajar.id)).toEqual({ aksi: 'persetujuan kolaborasi', tipe: 'Prospek', nama_user: yudi.name });
  });

  it('refuses asking for one’s own prospect', async () => {
    const prospect = await newProspect(yudi, 'Milik Sendiri');
    expect((await yudi.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id })).statusCode).toBe(422);
  });
});

describe('orders', () => {
  it('computes the credit instalment, waits for validation, and an approval makes the prospect a Deal', async () => {
    const prospect = await newProspect(yudi, 'Rahmat Hidayat');
    // price_otr::int: node-postgres answers bigint as text.
    const [bike] = await t.database.query<{ id: number; price_otr: number; colours: string[] }>(
      'select id, price_otr::int as price_otr, colours from product where active order by id limit 1',
    );
    const before = await pendingCount(asep, 'order');
    const created = await yudi.api.json('POST', '/api/order/v1/order', {
      id_prospect: prospect.id,
      id_product: bike.id,
      colour: bike.colours[0],
      qty: 1,
      discount: 500_000,
      payment: 'kredit',
      leasing: 'Adira Finance',
      down_payment: 3_000_000,
      tenor: 23,
    });
    expect(created.statusCode).toBe(201);
    const financed = bike.price_otr - 500_000 - 3_000_000;
    expect(created.json()).toMatchObject({
      price: bike.price_otr,
      status: 'pending',
      instalment: Math.round((financed * (1 + (0.22 * 23) / 12)) / 23 / 1000) * 1000,
      number: expect.stringMatching(/^SPK\/\d{4}\/\d{2}\/\d{6}$/),
    });
    expect(await pendingCount(asep, 'order')).toBe(before + 1);
    expect(await lastNotice(asep.id)).toEqual({ aksi: 'pengajuan order', tipe: 'Order', nama_user: yudi.name });

    expect((await rina.api.json('POST', `/api/order/v1/order/${created.json().id}/approve`, {})).statusCode).toBe(404);
    expect((await yudi.api.json('POST', `/api/order/v1/order/${created.json().id}/approve`, {})).statusCode).toBe(403);
    expect((await asep.api.json('POST', `/api/order/v1/order/${created.json().id}/approve`, {})).statusCode).toBe(200);
    expect((await yudi.api.get(`/api/prospect/v1/prospect/${prospect.id}`)).json().status).toBe('Deal');
    expect(await lastNotice(yudi.id)).toEqual({ aksi: 'persetujuan order', tipe: 'Order', nama_user: asep.name });
    expect(await pendingCount(asep, 'order')).toBe(before);
  });

  it('says which credit field is missing, and refuses a prospect out of reach', async () => {
    const prospect = await newProspect(yudi, 'Kredit Kurang');
    const [bike] = await t.database.query<{ id: number }>('select id from product where active order by id limit 1');
    const missing = await yudi.api.json('POST', '/api/order/v1/order', { id_prospect: prospect.id, id_product: bike.id, payment: 'kredit' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ id_leasing_partner: 'Leasing wajib diisi untuk pembayaran kredit.' });
    const outOfReach = await fajar.api.json('POST', '/api/order/v1/order', { id_prospect: prospect.id, id_product: bike.id, payment: 'cash' });
    expect(outOfReach.statusCode).toBe(422);
  });

  it('bulk approval is one transaction: one decided order refuses them all', async () => {
    const [bike] = await t.database.query<{ id: number }>('select id from product where active order by id limit 1');
    const make = async (name: string) => {
      const prospect = await newProspect(yudi, name);
      return (await yudi.api.json('POST', '/api/order/v1/order', { id_prospect: prospect.id, id_product: bike.id, payment: 'cash' })).json().id as number;
    };
    const [a, b] = [await make('Massal A'), await make('Massal B')];
    await asep.api.json('POST', `/api/order/v1/order/${a}/reject`, { reason: 'Data tidak lengkap' });
    const refused = await asep.api.json('POST', '/api/order/v1/order/approve', { ids: [a, b] });
    expect(refused.statusCode).toBe(409);
    expect((await one<{ status: string }>('select status from sales_order where id = $1', [b])).status).toBe('pending');
    const c = await make('Massal C');
    const done = await asep.api.json('POST', '/api/order/v1/order/approve', { ids: [b, c] });
    expect(done.json().data.sort()).toEqual([b, c].sort());
  });
});

describe('company rules', () => {
  it('an administrator turns follow-up approval off; then a salesperson’s follow-up is approved at once', async () => {
    const admin = await demo.loginAs('Administrator');
    expect((await yudi.api.json('PUT', '/api/master/v1/company', { followup_approval: false })).statusCode).toBe(403);
    const changed = await admin.api.json('PUT', '/api/master/v1/company', { followup_approval: false });
    expect(changed.json().data).toMatchObject({ followup_approval: false, code: 'MAJU26' });
    const prospect = await newProspect(yudi, 'Tanpa Persetujuan');
    const fu = await yudi.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'telepon' });
    expect(fu.json().status).toBe('approved');
    await admin.api.json('PUT', '/api/master/v1/company', { followup_approval: true });
  });
});
