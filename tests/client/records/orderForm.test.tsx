import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queuedChanges } from '../../../src/offline/outbox';
import { ADMIN } from '../session';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const VARIO: Row = { id: 3, name: 'Vario 125', type_code: 'VR125', price_otr: 25_000_000, colours: ['Merah', 'Hitam'], active: true };
const SARI: Row = { id: 5, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' };

/** A partner's offer: 20 % a year over 11 months, 22 % over 35; insurance financed, admin fee paid up front. */
const ADIRA: Row = {
  id: 2,
  name: 'Adira Finance',
  short_name: 'ADIRA',
  active: true,
  rates: [{ tenor: 11, rate: 20 }, { tenor: 35, rate: 22 }],
  min_down_payment: null,
  min_down_payment_percent: 10,
  admin_fee: 500_000,
  insurance_fee: 300_000,
  categories: [],
  product_ids: [],
};

/** docs/leasing.md: the partner's flat rate over the price less the down payment plus the insurance, rounded to Rp 1.000 — written out independently. */
const expected = (price: number, qty: number, discount: number, dp: number, tenor: number, rate: number) =>
  Math.round(((price * qty - discount - dp + 300_000) * (1 + (rate / 100) * (tenor / 12))) / tenor / 1000) * 1000;

/** As a user reads it (Testing Library folds the no-break space after 'Rp' into a space). */
const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;

function openFromProspect() {
  logInSales();
  const api = fakeApi({ prospect: [SARI], product: [VARIO], members: [{ id: 7, name: 'Budi Santoso' }], leasing: [ADIRA] });
  const source = encodeURIComponent(JSON.stringify({ id_prospect: 5, id_product: 3, payment: 'cash' }));
  const view = renderRecords(`/order/create?source=${source}`);
  return { api, view, user: userEvent.setup() };
}

/** The form has loaded the prospect's motorcycle and taken its OTR price (the first render loads the page lazily). */
const priced = () => waitFor(() => expect(screen.getByLabelText(/^Harga/)).toHaveValue(25_000_000));

const preview = () => screen.getByRole('status', { name: 'Ringkasan harga' });

async function retype(user: UserEvent, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('the order form', () => {
  it('starts from the prospect and the OTR price, and previews the partner’s instalment exactly as the server computes it', async () => {
    const { api, user, view } = openFromProspect();
    // The motorcycle the prospect wanted comes with its OTR price.
    await priced();
    expect(within(preview()).getByText(rupiah(25_000_000))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Kredit' }));
    await user.click(screen.getByRole('combobox', { name: /^Leasing/ }));
    await user.click(await screen.findByRole('option', { name: 'Adira Finance' }));
    await user.type(screen.getByLabelText(/^Uang muka/), '5000000');
    await user.click(screen.getByRole('button', { name: '35 bln' }));
    expect(await within(preview()).findByText(rupiah(expected(25_000_000, 1, 0, 5_000_000, 35, 22)))).toBeInTheDocument();
    expect(within(preview()).getByText(rupiah(5_500_000))).toBeInTheDocument();
    // A tenor the partner does not offer says which it does.
    await user.click(screen.getByRole('button', { name: '23 bln' }));
    expect(within(preview()).getByText('ADIRA: Tenor tersedia: 11, 35 bln')).toBeInTheDocument();

    await retype(user, /^Jumlah/, '2');
    await retype(user, /^Harga/, '18750000');
    await retype(user, /^Diskon/, '1250000');
    await retype(user, /^Uang muka/, '7000000');
    await user.click(screen.getByRole('button', { name: '11 bln' }));
    expect(within(preview()).getByText(rupiah(36_250_000))).toBeInTheDocument();
    expect(within(preview()).getByText(rupiah(expected(18_750_000, 2, 1_250_000, 7_000_000, 11, 20)))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(view.location()?.pathname).toMatch(/^\/order\/\d+\/show$/));
    expect(api.writes().find((w) => w.path === PATHS.order)?.body).toMatchObject({
      id_prospect: 5,
      id_product: 3,
      qty: 2,
      price: 18_750_000,
      discount: 1_250_000,
      payment: 'kredit',
      id_leasing_partner: 2,
      down_payment: 7_000_000,
      tenor: 11,
    });
  });

  it('asks for the credit terms only for credit, and a cash order carries none', async () => {
    const { api, user, view } = openFromProspect();
    await priced();
    expect(screen.queryByLabelText(/^Leasing/)).not.toBeInTheDocument();
    expect(within(preview()).queryByText(/Angsuran/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Kredit' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Leasing wajib diisi untuk pembayaran kredit.')).toBeInTheDocument();
    expect(screen.getByText('Uang muka wajib diisi untuk pembayaran kredit.')).toBeInTheDocument();
    expect(screen.getByText('Tenor wajib diisi untuk pembayaran kredit.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Uang muka/), '30000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Uang muka harus lebih kecil dari total harga.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Tunai' }));
    expect(screen.queryByLabelText(/^Leasing/)).not.toBeInTheDocument();
    expect(within(preview()).queryByText(/Angsuran/)).not.toBeInTheDocument();
    // The delivery day, as a browser's date picker sets it (Kalender shows it).
    fireEvent.change(screen.getByLabelText(/^Tanggal pengiriman/), { target: { value: '2026-12-05' } });
    // The form checks itself again after the change; the button takes clicks once it is done.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(view.location()?.pathname).toMatch(/^\/order\/\d+\/show$/));
    expect(api.writes()[0].body).toMatchObject({ payment: 'cash', price: 25_000_000, leasing: null, down_payment: null, tenor: null, delivery_date: '2026-12-05' });
  });

  it('offers only active motorcycles in its picker', async () => {
    logInSales();
    const retired: Row = { id: 4, name: 'Vario 110 Lama', type_code: 'VR110', price_otr: 15_000_000, colours: [], active: false };
    const api = fakeApi({ prospect: [SARI], product: [VARIO, retired], members: [{ id: 7, name: 'Budi Santoso' }] });
    renderRecords(`/order/create?source=${encodeURIComponent(JSON.stringify({ id_prospect: 5, payment: 'cash' }))}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Motor/ }));
    expect(await screen.findByRole('option', { name: 'Vario 125 (VR125)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Vario 110 Lama/ })).toBeNull();
    const asked = api.sent.filter((s) => s.path === PATHS.product && s.query.filter);
    expect(asked.every((s) => (s.query.filter as Record<string, unknown>).active === true)).toBe(true);
  });

  it('without signal, keeps only what an edit of a waiting SPK changed on the device, and opens the SPK', async () => {
    logInSales();
    const waiting: Row = { id: 9, number: 'SPK/2026/11/000009', id_prospect: 5, id_user: 7, id_product: 3, colour: 'Merah', qty: 1, price: 25_000_000, discount: 0, payment: 'cash', status: 'pending' };
    const api = fakeApi({ order: [waiting], prospect: [SARI], product: [VARIO], members: [{ id: 7, name: 'Budi Santoso' }] });
    const view = renderRecords('/order/9');
    const user = userEvent.setup();
    await priced();
    await retype(user, /^Jumlah/, '2');
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.')).toBeInTheDocument();
    await waitFor(() => expect(view.location()?.pathname).toBe('/order/9/show'));
    expect(api.writes()).toEqual([]);
    const [kept] = await queuedChanges(ADMIN.id);
    expect(kept).toMatchObject({ resource: 'order', id: 9, label: 'Ubah SPK/2026/11/000009', data: { qty: 2 } });
    expect(Object.keys(kept.data)).toEqual(['qty']);
  });
});
