import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';

const PRODUCTS = RESOURCES['setting/Product'].path;
const ORDERS = RESOURCES.order.path;
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;
let phoneSeq = 0;

type Product = { id: number; name: string; variant: string | null; photo: string | null; active: boolean; colours: string[] };

const motor = (fields: object = {}) => ({ name: 'Vario 160', brand: 'Honda', type_code: `V160-${(phoneSeq += 1)}`, category: 'matic', price_otr: 31_000_000, ...fields });

async function created(fields: object = {}) {
  const response = await admin.api.json('POST', PRODUCTS, motor(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

const upload = (id: number, bytes: Buffer, token = admin.token) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'motor.png');
  return t.app.inject({ method: 'POST', url: `${PRODUCTS}/${id}/photo`, headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY }, payload: form });
};

async function newProspect() {
  const response = await sales.api.json('POST', RESOURCES.prospect.path, { name: 'Calon Pembeli', phone: `0858${String((phoneSeq += 1)).padStart(8, '0')}` });
  return response.json().id as number;
}

const setActive = async (id: number, active: boolean) => expect((await admin.api.json('PUT', `${PRODUCTS}/${id}`, { active })).statusCode).toBe(200);

beforeAll(async () => {
  ({ t, admin, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
});
afterAll(() => t.close());

describe('Motor', () => {
  it('keeps a variant, searchable, and checks its length', async () => {
    const abs = await created({ variant: '  ABS Cyber  ' });
    expect(abs.variant).toBe('ABS Cyber');
    const found = (await admin.api.get(PRODUCTS, { filter: JSON.stringify({ q: 'cyber' }) })).json() as Product[];
    expect(found.map((p) => p.id)).toEqual([abs.id]);
    const tooLong = await admin.api.json('POST', PRODUCTS, motor({ variant: 'x'.repeat(61) }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.variant).toBe('Varian maksimal 60 karakter.');
    expect((await admin.api.json('PUT', `${PRODUCTS}/${abs.id}`, { variant: null })).json().variant).toBeNull();
  });

  it('takes a photo only as an image upload, replacing the previous one, never as a name sent in the record', async () => {
    const bike = await created();
    const first = await upload(bike.id, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const { photo } = first.json() as { photo: string };
    expect(photo).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ url: `/files/products/${photo}` })).statusCode).toBe(200);
    const second = (await upload(bike.id, PNG)).json().photo as string;
    expect((await t.app.inject({ url: `/files/products/${photo}` })).statusCode).toBe(404);
    const script = await upload(bike.id, Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.photo).toBe('Berkas harus berupa gambar JPG, PNG atau WebP.');
    expect((await upload(bike.id, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]))).statusCode).toBe(413);
    await admin.api.json('PUT', `${PRODUCTS}/${bike.id}`, { photo: 'ffffffffffffffffffffffffffffffff.png' });
    expect(((await admin.api.get(`${PRODUCTS}/${bike.id}`)).json() as Product).photo).toBe(second);
  });

  it('lets only Product holders of the same company upload, and removes the photo with the motorcycle', async () => {
    const bike = await created();
    expect((await upload(bike.id, PNG, sales.token)).statusCode).toBe(403);
    expect((await upload(bike.id, PNG, other.token)).statusCode).toBe(404);
    const photo = (await upload(bike.id, PNG)).json().photo as string;
    expect((await admin.api.json('DELETE', `${PRODUCTS}/${bike.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/files/products/${photo}` })).statusCode).toBe(404);
  });

  it('filters active and inactive motorcycles', async () => {
    const off = await created({ active: false });
    const inactive = (await admin.api.get(PRODUCTS, { filter: JSON.stringify({ active: false }), range: '[0,99]' })).json() as Product[];
    expect(inactive.some((p) => p.id === off.id)).toBe(true);
    expect(inactive.every((p) => !p.active)).toBe(true);
    const active = (await sales.api.get(PRODUCTS, { filter: JSON.stringify({ active: true }), range: '[0,99]' })).json() as Product[];
    expect(active.some((p) => p.id === off.id)).toBe(false);
  });

  it('refuses an order, new or moved, on an inactive motorcycle, and an existing order keeps its own', async () => {
    const kept = await created();
    const spare = await created();
    const order = await sales.api.json('POST', ORDERS, { id_prospect: await newProspect(), id_product: kept.id, payment: 'cash' });
    expect(order.statusCode, order.body).toBe(201);
    await setActive(kept.id, false);
    await setActive(spare.id, false);

    const refused = await sales.api.json('POST', ORDERS, { id_prospect: await newProspect(), id_product: kept.id, payment: 'cash' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id_product).toBe('Motor ini sudah tidak aktif dan tidak dapat dipesan. Pilih motor lain.');

    const id = order.json().id as number;
    const edited = await sales.api.json('PUT', `${ORDERS}/${id}`, { qty: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id_product: kept.id, qty: 2 });
    const moved = await sales.api.json('PUT', `${ORDERS}/${id}`, { id_product: spare.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.id_product).toBe('Motor ini sudah tidak aktif dan tidak dapat dipesan. Pilih motor lain.');
    expect((await sales.api.get(`${ORDERS}/${id}`)).json().id_product).toBe(kept.id);
  });
});
