import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let admin: Session;
let yudi: Session; // Sales, Cabang Dago
let fajar: Session; // Sales, Cabang Buah Batu
let asep: Session; // Supervisor, Cabang Dago
let rina: Session; // Supervisor, Cabang Buah Batu

beforeAll(async () => {
  ({ t, demo, admin } = await startDemoApp());
  const indexOf = (role: string, email: string) => demo.users.filter((u) => u.role === role).findIndex((u) => u.email === email);
  yudi = await demo.loginAs('Sales', indexOf('Sales', 'yudi@majumotor.co.id'));
  fajar = await demo.loginAs('Sales', indexOf('Sales', 'fajar@majumotor.co.id'));
  asep = await demo.loginAs('Supervisor', indexOf('Supervisor', 'asep@majumotor.co.id'));
  rina = await demo.loginAs('Supervisor', indexOf('Supervisor', 'rina@majumotor.co.id'));
});
afterAll(() => t.close());

let phoneSeq = 7000;
const newProspect = async (owner: Session, name: string) => {
  const response = await owner.api.json('POST', '/api/prospect/v1/prospect', { name, phone: `0858${String((phoneSeq += 1)).padStart(8, '0')}` });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; id_user: number };
};
const ownerOf = async (id: number) => (await t.database.query<{ id_user: number }>('select id_user from prospect where id = $1', [id]))[0]?.id_user;
const orderStatus = async (id: number) => (await t.database.query<{ status: string }>('select status from sales_order where id = $1', [id]))[0]?.status;

async function newOrder(seller: Session, id_prospect: number) {
  const [bike] = await t.database.query<{ id: number }>('select id from product where active order by id limit 1');
  const response = await seller.api.json('POST', '/api/order/v1/order', { id_prospect, id_product: bike.id, payment: 'cash' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('an approved collaborator works the prospect but does not take it over', () => {
  let prospect: { id: number };
  beforeAll(async () => {
    prospect = await newProspect(yudi, 'Wawan Kurniawan');
    const asked = await fajar.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id });
    expect((await yudi.api.json('POST', `/api/prospect/v1/collab/${asked.json().id}/approve`, {})).statusCode).toBe(200);
  });

  it('cannot make themselves (or anyone) the owner', async () => {
    const takeover = await fajar.api.json('PUT', `/api/prospect/v1/prospect/${prospect.id}`, { id_user: fajar.id });
    expect(takeover.statusCode).toBe(403);
    const bulk = await fajar.api.json('PUT', `/api/prospect/v1/prospect?filter=${encodeURIComponent(JSON.stringify({ id: [prospect.id] }))}`, {
      id_user: fajar.id,
    });
    expect(bulk.statusCode).toBe(403);
    expect(await ownerOf(prospect.id)).toBe(yudi.id);
  });

  it('cannot delete it, alone or in a bulk delete', async () => {
    expect((await fajar.api.json('DELETE', `/api/prospect/v1/prospect/${prospect.id}`)).statusCode).toBe(403);
    const bulk = await fajar.api.json('DELETE', `/api/prospect/v1/prospect?filter=${encodeURIComponent(JSON.stringify({ id: [prospect.id] }))}`);
    expect(bulk.statusCode).toBe(403);
    expect(await ownerOf(prospect.id)).toBe(yudi.id);
  });

  it('still records follow-ups and edits the details', async () => {
    const followUp = await fajar.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'telepon' });
    expect(followUp.statusCode).toBe(201);
    const edited = await fajar.api.json('PUT', `/api/prospect/v1/prospect/${prospect.id}`, { notes: 'Minta brosur warna merah' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'Minta brosur warna merah', id_user: yudi.id });
  });

  it('the owner and their supervisor still manage it', async () => {
    const moved = await asep.api.json('PUT', `/api/prospect/v1/prospect/${prospect.id}`, { id_user: asep.id });
    expect(moved.statusCode).toBe(200);
    expect(await ownerOf(prospect.id)).toBe(asep.id);
  });
});

describe('decided requests are history', () => {
  it('a seller cannot delete an approved order; a pending one they may withdraw', async () => {
    const prospect = await newProspect(yudi, 'Ujang Suherman');
    const approved = await newOrder(yudi, prospect.id);
    expect((await asep.api.json('POST', `/api/order/v1/order/${approved.id}/approve`, {})).statusCode).toBe(200);
    const single = await yudi.api.json('DELETE', `/api/order/v1/order/${approved.id}`);
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe('Order yang sudah diproses tidak dapat dihapus.');
    const bulk = await yudi.api.json('DELETE', `/api/order/v1/order?filter=${encodeURIComponent(JSON.stringify({ id: [approved.id] }))}`);
    expect(bulk.statusCode).toBe(409);
    expect(await orderStatus(approved.id)).toBe('approved');

    const second = await newProspect(yudi, 'Ujang Kedua');
    const pending = await newOrder(yudi, second.id);
    expect((await asep.api.json('DELETE', `/api/order/v1/order/${pending.id}`)).statusCode).toBe(403);
    expect((await yudi.api.json('DELETE', `/api/order/v1/order/${pending.id}`)).statusCode).toBe(200);
    expect(await orderStatus(pending.id)).toBeUndefined();
  });

  it('a decided follow-up or collaboration cannot be deleted by whoever asked', async () => {
    const prospect = await newProspect(yudi, 'Heri Gunawan');
    const followUp = (await yudi.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'whatsapp' })).json();
    expect((await asep.api.json('POST', `/api/prospect/v1/followup/${followUp.id}/approve`, {})).statusCode).toBe(200);
    expect((await yudi.api.json('DELETE', `/api/prospect/v1/followup/${followUp.id}`)).statusCode).toBe(409);

    const asked = (await fajar.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id })).json();
    expect((await yudi.api.json('POST', `/api/prospect/v1/collab/${asked.id}/reject`, { reason: 'Konsumen tetap di Dago' })).statusCode).toBe(200);
    expect((await fajar.api.json('DELETE', `/api/prospect/v1/collab/${asked.id}`)).statusCode).toBe(409);
  });
});

describe('nobody decides their own request', () => {
  it('a supervisor cannot approve their own order; it waits for someone else', async () => {
    const prospect = await newProspect(asep, 'Cecep Supriatna');
    const order = await newOrder(asep, prospect.id);
    const pending = async () => (await asep.api.get('/api/dashboard/v1/notifikasi/pengajuan/order', { id_user: asep.id })).json().count as number;
    const [{ count: groupPending }] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from sales_order o join app_user u on u.id = o.id_user
        where o.status = 'pending' and u.id_group = $1 and o.id_user <> $2`,
      [asep.id_group, asep.id],
    );
    expect(await pending()).toBe(groupPending);

    const own = await asep.api.json('POST', `/api/order/v1/order/${order.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Anda tidak dapat memutuskan pengajuan anda sendiri.');
    expect((await asep.api.json('POST', '/api/order/v1/order/approve', { ids: [order.id] })).statusCode).toBe(403);
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await admin.api.json('POST', `/api/order/v1/order/${order.id}/approve`, {})).statusCode).toBe(200);
  });

  it('an administrator cannot approve their own order either', async () => {
    const prospect = await newProspect(admin, 'Dedi Mulyadi');
    const order = await newOrder(admin, prospect.id);
    expect((await admin.api.json('POST', `/api/order/v1/order/${order.id}/reject`, { reason: 'Batal' })).statusCode).toBe(403);
  });
});

describe('a supervisor manages their own group only', () => {
  it("refuses editing or deleting another branch's group, and creating groups", async () => {
    const other = `/api/user/v1/group/${rina.id_group}`;
    expect((await asep.api.json('PUT', other, { name: 'Diambil Alih' })).statusCode).toBe(403);
    expect((await asep.api.json('DELETE', other)).statusCode).toBe(403);
    expect((await asep.api.json('POST', '/api/user/v1/group', { name: 'Cabang Baru' })).statusCode).toBe(403);
    const [{ name }] = await t.database.query<{ name: string }>('select name from user_group where id = $1', [rina.id_group]);
    expect(name).not.toBe('Diambil Alih');
  });

  it('edits their own group; the administrator manages all', async () => {
    const own = await asep.api.json('PUT', `/api/user/v1/group/${asep.id_group}`, { description: 'Tim penjualan Dago' });
    expect(own.statusCode).toBe(200);
    expect((await admin.api.json('PUT', `/api/user/v1/group/${rina.id_group}`, { description: 'Tim Buah Batu' })).statusCode).toBe(200);
    const created = await admin.api.json('POST', '/api/user/v1/group', { name: 'Cabang Cimahi' });
    expect(created.statusCode).toBe(201);
    expect((await admin.api.json('DELETE', `/api/user/v1/group/${created.json().id}`)).statusCode).toBe(200);
  });
});

describe('an approval screen lists what its user may decide', () => {
  it("leaves the supervisor's own pending order out of their queue, as the chip does", async () => {
    const prospect = await newProspect(asep, 'Endang Suryana');
    const own = await newOrder(asep, prospect.id);
    const yudisProspect = await newProspect(yudi, 'Asep Saepudin');
    const yudis = await newOrder(yudi, yudisProspect.id);
    const queue = async (filter: object) =>
      (await asep.api.get('/api/order/v1/order', { filter: JSON.stringify(filter), range: '[0,499]' })).json() as { id: number }[];

    const decidable = (await queue({ status: 'pending', decidable: true })).map((o) => o.id);
    expect(decidable).toContain(yudis.id);
    expect(decidable).not.toContain(own.id);
    const chip = (await asep.api.get('/api/dashboard/v1/notifikasi/pengajuan/order', { id_user: asep.id })).json().count as number;
    expect(decidable).toHaveLength(chip);
    expect((await queue({ status: 'pending' })).map((o) => o.id)).toContain(own.id);
    expect((await asep.api.get('/api/order/v1/order', { filter: JSON.stringify({ decidable: 'maybe' }) })).statusCode).toBe(400);
  });
});
