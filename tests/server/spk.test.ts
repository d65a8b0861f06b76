import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { salesInAndOutOfGroup, startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const ORDERS = RESOURCES.order.path;
const PROSPECTS = RESOURCES.prospect.path;

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let seller: Session;
let outsider: Session;
let sequence = 0;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0];

/** A cash order of the seller's, on a new prospect without an address, with no colour and a discount. */
async function cashOrder(fields: object = {}) {
  sequence += 1;
  const prospect = (await seller.api.json('POST', PROSPECTS, { name: `SPK ${sequence}`, phone: `0854${String(sequence).padStart(8, '0')}` })).json();
  const bike = await one<{ id: number }>('select id from product where active order by id limit 1');
  const created = await seller.api.json('POST', ORDERS, { id_prospect: prospect.id, id_product: bike.id, payment: 'cash', discount: 500_000, ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return { order: created.json() as { id: number; number: string; spk_status: string }, prospect: prospect.id as number };
}

const move = (id: number, to: string, as = seller) => as.api.json('POST', `${ORDERS}/${id}/spk/move`, { to });
const pdfOf = (id: number, layout: string, as = seller) => as.api.get(`${ORDERS}/${id}/spk.pdf`, { layout });

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup: seller, outsider } = await salesInAndOutOfGroup(demo, supervisor));
});
afterAll(() => t.close());

describe('the SPK’s states', () => {
  it('stays a Draft until the buyer’s address, the colour, the booking fee and the discount’s approval are there', async () => {
    const { order, prospect } = await cashOrder();
    expect(order.spk_status).toBe('draft');
    const early = await move(order.id, 'complete');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'SPK belum lengkap: alamat pembeli, warna motor, tanda jadi (booking fee) diterima, persetujuan supervisor atas diskon.',
    );

    const details = await seller.api.json('PUT', `${ORDERS}/${order.id}/spk`, { stnk_name: 'Ibu Sari', booking_fee: 500_000, booking_fee_paid: true });
    expect(details.json()).toMatchObject({ stnk_name: 'Ibu Sari', booking_fee: 500_000, booking_fee_paid_at: expect.any(String) });
    await seller.api.json('PUT', `${PROSPECTS}/${prospect}`, { address: 'Jl. Dago 12' });
    const [{ colour }] = await t.database.query<{ colour: string }>('select colours[1] as colour from product where active order by id limit 1');
    expect((await seller.api.json('PUT', `${ORDERS}/${order.id}`, { colour })).statusCode).toBe(200);
    expect((await move(order.id, 'complete')).json().message).toBe('SPK belum lengkap: persetujuan supervisor atas diskon.');

    expect((await supervisor.api.json('POST', `${ORDERS}/${order.id}/approve`, {})).statusCode).toBe(200);
    const complete = await move(order.id, 'complete');
    expect(complete.json()).toMatchObject({ id: order.id, spk_status: 'complete' });
    expect((await seller.api.json('PUT', `${ORDERS}/${order.id}/spk`, { booking_fee: 1 })).statusCode).toBe(409);
    expect((await move(order.id, 'done')).json().spk_status).toBe('done');
    const after = await move(order.id, 'void');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('SPK berstatus Selesai tidak dapat diubah menjadi Batal.');
  });

  it('takes the company’s discount limit, and a credit sale needs its leasing’s approval', async () => {
    expect((await admin.api.json('PUT', '/api/master/v1/company', { sales_discount_limit: 1_000_000 })).statusCode).toBe(200);
    const { order } = await cashOrder();
    expect((await move(order.id, 'complete')).json().message).not.toContain('diskon');

    const prospect = (await seller.api.json('POST', PROSPECTS, { name: 'SPK Kredit', phone: '085400099999', address: 'Jl. Riau 5' })).json();
    const bike = await one<{ id: number; colour: string }>('select id, colours[1] as colour from product where active order by id limit 1');
    const [partner] = (await seller.api.get(RESOURCES['setting/leasing'].path, { filter: JSON.stringify({ active: true }) })).json() as { id: number }[];
    const credit = (
      await seller.api.json('POST', ORDERS, { id_prospect: prospect.id, id_product: bike.id, colour: bike.colour, payment: 'kredit', id_leasing_partner: partner.id, down_payment: 4_000_000, tenor: 35 })
    ).json();
    await seller.api.json('PUT', `${ORDERS}/${credit.id}/spk`, { booking_fee_paid: true });
    expect((await move(credit.id, 'complete')).json().message).toBe('SPK belum lengkap: persetujuan leasing.');
    expect((await move(credit.id, 'void')).json().spk_status).toBe('void');
  });

  it('is moved only by those who see the order, never across companies, and only as its states allow', async () => {
    const { order } = await cashOrder();
    expect((await move(order.id, 'void', outsider)).statusCode).toBe(404);
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.json('POST', `${ORDERS}/${order.id}/spk/move`, { to: 'void' })).statusCode).toBe(404);
    expect((await other.api.json('PUT', `${ORDERS}/${order.id}/spk`, { stnk_name: 'Orang Lain' })).statusCode).toBe(404);
    expect((await move(order.id, 'done')).statusCode).toBe(409);
    expect((await move(order.id, 'selesai')).statusCode).toBe(422);

    // A rejected order is not delivered: its SPK can only be voided.
    expect((await supervisor.api.json('POST', `${ORDERS}/${order.id}/reject`, { reason: 'Data kurang' })).statusCode).toBe(200);
    const closed = await move(order.id, 'complete');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('SPK dari order yang ditolak atau dibatalkan hanya dapat dibatalkan.');
    expect((await one<{ spk_status: string }>('select spk_status from sales_order where id = $1', [order.id])).spk_status).toBe('draft');
    expect((await move(order.id, 'void')).json().spk_status).toBe('void');
  });
});

describe('the printed SPK and simulation', () => {
  it('answers a PDF, A4 or a phone’s narrow page, to those who see the order', async () => {
    const { order } = await cashOrder();
    const a4 = await pdfOf(order.id, 'a4');
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['cache-control']).toBe('private, no-store');
    expect(a4.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a4.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const phone = await pdfOf(order.id, 'phone', supervisor);
    expect(phone.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 340 900\]/);
    expect((await pdfOf(order.id, 'a4', outsider)).statusCode).toBe(404);
    expect((await pdfOf(order.id, 'a3')).statusCode).toBe(422);
  });

  it('sends a kept simulation as a one-page PDF, only from its own prospect', async () => {
    const { prospect } = await cashOrder();
    const bike = await one<{ id: number }>("select id from product where active and category = 'matic' order by id limit 1");
    const simulation = (await seller.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, { id_product: bike.id, down_payment: 4_000_000, tenor: 35, sent_via: 'pdf' })).json();
    const pdf = await seller.api.get(`${PROSPECTS}/${prospect}/simulation/${simulation.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const { prospect: another } = await cashOrder();
    expect((await seller.api.get(`${PROSPECTS}/${another}/simulation/${simulation.id}/pdf`)).statusCode).toBe(404);
    expect((await outsider.api.get(`${PROSPECTS}/${prospect}/simulation/${simulation.id}/pdf`)).statusCode).toBe(422);
  });
});
