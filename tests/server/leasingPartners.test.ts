import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCredit, type LeasingOffer } from '../../domain/instalment';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const PARTNERS = RESOURCES['setting/leasing'].path;
const ORDERS = RESOURCES.order.path;

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;
let sequence = 0;

type Partner = LeasingOffer & { id: number; name: string; short_name: string; active: boolean; required_documents: string[] };
type Motor = { id: number; category: string; price_otr: number };

const offer = (fields: object = {}) => {
  sequence += 1;
  return {
    name: `Leasing Uji ${sequence}`,
    short_name: `LU${sequence}`,
    rates: [{ tenor: 35, rate: 20 }, { tenor: 11, rate: 18 }],
    min_down_payment_percent: 10,
    min_down_payment: 2_000_000,
    admin_fee: 500_000,
    insurance_fee: 300_000,
    ...fields,
  };
};

async function created(fields: object = {}) {
  const response = await admin.api.json('POST', PARTNERS, offer(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Partner;
}

const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0];
const motorOf = (category: string) => one<Motor>('select id, category, price_otr::int as price_otr from product where active and category = $1 order by id limit 1', [category]);

async function ownProspect() {
  sequence += 1;
  const response = await sales.api.json('POST', RESOURCES.prospect.path, { name: 'Calon Kredit', phone: `0859${String(sequence).padStart(8, '0')}` });
  return response.json().id as number;
}

const creditOrder = async (partner: Partner, motor: Motor, fields: object = {}) =>
  sales.api.json('POST', ORDERS, {
    id_prospect: await ownProspect(),
    id_product: motor.id,
    payment: 'kredit',
    id_leasing_partner: partner.id,
    down_payment: 3_500_000,
    tenor: 35,
    ...fields,
  });

beforeAll(async () => {
  ({ t, admin, supervisor, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
});
afterAll(() => t.close());

describe('Mitra Leasing', () => {
  it('keeps an offer, its tenors in order, and answers every mistake in Indonesian beside its field', async () => {
    const partner = await created({ contact_whatsapp: '0812 2000 1234', required_documents: ['ktp', 'npwp', 'ktp'] });
    expect(partner).toMatchObject({ active: true, contact_whatsapp: '+6281220001234', required_documents: ['ktp', 'npwp'] });
    expect(partner.rates).toEqual([{ tenor: 11, rate: 18 }, { tenor: 35, rate: 20 }]);

    const wrong = await admin.api.json('POST', PARTNERS, offer({ rates: [{ tenor: 11, rate: 18 }, { tenor: 11, rate: 19 }], required_documents: ['sim'] }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ rates: 'Setiap tenor hanya boleh ditulis sekali.', 'required_documents.0': 'Jenis dokumen tidak dikenal.' });
    const rate = await admin.api.json('POST', PARTNERS, offer({ rates: [{ tenor: 61, rate: 101 }] }));
    expect(rate.json().errors).toEqual({ 'rates.0.tenor': 'Tenor maksimal 60.', 'rates.0.rate': 'Bunga flat per tahun (%) maksimal 100.' });

    const taken = await admin.api.json('POST', PARTNERS, offer({ name: partner.short_name.toLowerCase() }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: 'Nama atau nama singkat ini sudah dipakai mitra leasing lain.' });
    expect((await admin.api.json('PUT', `${PARTNERS}/${partner.id}`, { name: partner.name, short_name: partner.short_name })).statusCode).toBe(200);
  });

  it('finances only the company’s own motorcycles', async () => {
    const [theirs] = await t.database.query<{ id: number }>('select id from product where id_company = $1 limit 1', [other.id_company]);
    const foreignMotor = theirs?.id ?? (await other.api.json('POST', RESOURCES['setting/Product'].path, { name: 'Beat', brand: 'Honda', type_code: 'B1', category: 'matic', price_otr: 18_000_000 })).json().id;
    const response = await admin.api.json('POST', PARTNERS, offer({ product_ids: [foreignMotor] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ product_ids: 'Motor yang dipilih tidak ditemukan di daftar motor anda.' });
  });

  it('is read by every member for the simulation, written only with the Leasing module, never across companies', async () => {
    const partner = await created();
    const listed = (await sales.api.get(PARTNERS, { filter: JSON.stringify({ active: true }) })).json() as Partner[];
    expect(listed.map((p) => p.id)).toContain(partner.id);
    expect((await sales.api.json('POST', PARTNERS, offer())).statusCode).toBe(403);
    expect((await supervisor.api.json('PUT', `${PARTNERS}/${partner.id}`, { active: false })).statusCode).toBe(403);
    expect((await sales.api.json('DELETE', `${PARTNERS}/${partner.id}`)).statusCode).toBe(403);

    expect((await other.api.get(`${PARTNERS}/${partner.id}`)).statusCode).toBe(404);
    expect((await other.api.json('PUT', `${PARTNERS}/${partner.id}`, { active: false })).statusCode).toBe(404);
    expect(((await other.api.get(PARTNERS)).json() as Partner[]).map((p) => p.id)).not.toContain(partner.id);
    expect((await admin.api.get(`${PARTNERS}/${partner.id}`)).json().active).toBe(true);
  });
});

describe('a credit order priced by its partner', () => {
  it('takes the instalment of the simulation’s formula and the partner’s name', async () => {
    const partner = await created();
    const motor = await motorOf('matic');
    const response = await creditOrder(partner, motor, { discount: 500_000 });
    expect(response.statusCode, response.body).toBe(201);
    const quote = quoteCredit(partner, { price: motor.price_otr - 500_000, down_payment: 3_500_000, tenor: 35, motor });
    expect(quote.ok).toBe(true);
    expect(response.json()).toMatchObject({ leasing: partner.name, id_leasing_partner: partner.id, instalment: quote.ok ? quote.instalment : -1 });
  });

  it('refuses what the partner does not offer, saying what it does', async () => {
    const partner = await created({ categories: ['matic'], min_down_payment: 5_000_000 });
    const matic = await motorOf('matic');
    const low = await creditOrder(partner, matic, { down_payment: 4_000_000 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ down_payment: `Uang muka minimal ${partner.short_name} untuk harga ini Rp 5.000.000.` });
    const tenor = await creditOrder(partner, matic, { down_payment: 5_000_000, tenor: 23 });
    expect(tenor.json().errors).toEqual({ tenor: `Tenor yang ditawarkan ${partner.short_name}: 11, 35 bulan.` });
    const sport = await creditOrder(partner, await motorOf('sport'), { down_payment: 9_000_000 });
    expect(sport.json().errors).toEqual({ id_leasing_partner: `${partner.short_name} tidak membiayai motor ini.` });
  });

  it('takes no inactive or foreign partner for a new order, and keeps a partner in use from deletion', async () => {
    const partner = await created();
    const motor = await motorOf('matic');
    expect((await creditOrder(partner, motor)).statusCode).toBe(201);
    const inUse = await admin.api.json('DELETE', `${PARTNERS}/${partner.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Mitra leasing ini dipakai 1 order dan tidak dapat dihapus. Nonaktifkan saja.');

    expect((await admin.api.json('PUT', `${PARTNERS}/${partner.id}`, { active: false })).statusCode).toBe(200);
    const inactive = await creditOrder(partner, motor);
    expect(inactive.json().errors).toEqual({ id_leasing_partner: 'Mitra leasing tidak ditemukan atau sudah tidak aktif.' });

    const theirs = (await other.api.json('POST', PARTNERS, offer())).json() as Partner;
    expect((await creditOrder(theirs, motor)).json().errors).toEqual({ id_leasing_partner: 'Mitra leasing tidak ditemukan atau sudah tidak aktif.' });
    const unused = await created();
    expect((await admin.api.json('DELETE', `${PARTNERS}/${unused.id}`)).statusCode).toBe(200);
  });
});

/** The data step of migration 0031, run again on orders written the way they were before partners. */
const LEGACY_MAPPING = readFileSync(new URL('../../server/db/migrations/0031_leasing_partners.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .at(-1)!;

describe('the free-text leasing of old orders', () => {
  it('is mapped once to partners by the names dealers write, keeps what matches nothing, and lists it until mapped by hand', async () => {
    const company = await registerCompany(t.app, 'Dealer Lama');
    const motor = (await company.api.json('POST', RESOURCES['setting/Product'].path, { name: 'Beat', brand: 'Honda', type_code: 'B2', category: 'matic', price_otr: 18_000_000 })).json();
    const prospect = (await company.api.json('POST', RESOURCES.prospect.path, { name: 'Pembeli Lama', phone: '085900001111' })).json();
    const typed = ['adira', 'Adira Finance Bdg', ' FIF ', 'fif group', 'Kredit Plus', 'Koperasi Sejahtera', 'koperasi sejahtera '];
    for (const leasing of typed) {
      const order = await company.api.json('POST', ORDERS, { id_prospect: prospect.id, id_product: motor.id, payment: 'kredit', leasing, down_payment: 2_000_000, tenor: 11 });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().id_leasing_partner).toBeNull();
    }
    const partnersOf = () =>
      t.database.query<{ short_name: string; orders: number }>(
        `select p.short_name, count(o.id)::int as orders from leasing_partner p left join sales_order o on o.id_leasing_partner = p.id
          where p.id_company = $1 group by p.short_name order by p.short_name`,
        [company.id_company],
      );
    await t.database.query(LEGACY_MAPPING);
    await t.database.query(LEGACY_MAPPING);
    expect(await partnersOf()).toEqual([
      { short_name: 'ADIRA', orders: 2 },
      { short_name: 'FIF', orders: 2 },
      { short_name: 'KREDITPLUS', orders: 1 },
    ]);
    const kept = await one<{ leasing: string }>("select leasing from sales_order where id_company = $1 and leasing ilike 'adira'", [company.id_company]);
    expect(kept.leasing).toBe('adira');

    const unmapped = await company.api.get(`${PARTNERS}/unmapped`);
    expect(unmapped.json()).toEqual([{ leasing: 'Koperasi Sejahtera', orders: 2 }]);
    const koperasi = (await company.api.json('POST', PARTNERS, offer({ name: 'Koperasi Sejahtera', short_name: 'KOPSEJ' }))).json() as Partner;
    expect((await sales.api.json('POST', `${PARTNERS}/unmapped`, { leasing: 'koperasi sejahtera', id_leasing_partner: koperasi.id })).statusCode).toBe(403);
    const foreign = await admin.api.json('POST', `${PARTNERS}/unmapped`, { leasing: 'koperasi sejahtera', id_leasing_partner: koperasi.id });
    expect(foreign.json().errors).toEqual({ id_leasing_partner: 'Mitra leasing tidak ditemukan atau sudah tidak aktif.' });
    const mapped = await company.api.json('POST', `${PARTNERS}/unmapped`, { leasing: 'koperasi sejahtera', id_leasing_partner: koperasi.id });
    expect(mapped.json()).toEqual({ orders: 2 });
    expect((await company.api.get(`${PARTNERS}/unmapped`)).json()).toEqual([]);
    const again = await company.api.json('POST', `${PARTNERS}/unmapped`, { leasing: 'koperasi sejahtera', id_leasing_partner: koperasi.id });
    expect(again.json().errors).toEqual({ leasing: 'Tidak ada order lama dengan nama leasing ini yang belum dipetakan.' });
  });

  it('gives every role a row for the new module, granted to the Administrator only', async () => {
    const rows = await t.database.query<{ role: string; access: string }>(
      `select r.name as role, p.access from role_permission p join role r on r.id = p.id_role
        where p.name_module = 'Leasing' and r.id_company = $1 order by r.name`,
      [admin.id_company],
    );
    expect(rows).toEqual([
      { role: 'Administrator', access: 'enabled' },
      { role: 'Sales', access: 'none' },
      { role: 'Supervisor', access: 'none' },
    ]);
  });
});
