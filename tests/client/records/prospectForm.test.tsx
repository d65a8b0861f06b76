import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queuedChanges } from '../../../src/offline/outbox';
import { server } from '../msw';
import { ADMIN } from '../session';
import { fakeApi, PATHS } from './fakeApi';
import { logInSales, renderRecords } from './render';

const PRODUCTS = [{ id: 3, name: 'Vario 125', type_code: 'VR125', price_otr: 25_000_000, colours: ['Merah', 'Hitam'], active: true }];

function openCreate() {
  logInSales();
  const api = fakeApi({ product: PRODUCTS, members: [{ id: 7, name: 'Budi Santoso' }] });
  const user = userEvent.setup();
  const view = renderRecords('/prospect/create');
  return { api, user, view };
}

const save = () => screen.getByRole('button', { name: 'Simpan' });

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the prospect form', () => {
  it('checks name, phone and numbers with the server’s messages before sending anything', async () => {
    const { api, user } = openCreate();
    await user.type(await screen.findByLabelText(/^Kota/), 'Depok');
    await user.click(save());

    expect(await screen.findByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Nomor telepon wajib diisi.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nama/), 'Sari Wulandari');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '12345');
    await user.type(screen.getByLabelText(/^Nomor WhatsApp/), '0000');
    await user.type(screen.getByLabelText(/^Latitude/), '100');
    await user.type(screen.getByLabelText(/^Longitude/), '-181');
    await user.click(save());

    expect(await screen.findByText('Nomor telepon tidak valid. Contoh: 0812 3456 7890.')).toBeInTheDocument();
    expect(screen.getByText('Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890.')).toBeInTheDocument();
    expect(screen.getByText('Latitude maksimal 90.')).toBeInTheDocument();
    expect(screen.getByText('Longitude minimal -180.')).toBeInTheDocument();
    expect(screen.queryByText('Nama wajib diisi.')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('ties each error to its field, for a screen reader, and puts the focus on the first one', async () => {
    const { user } = openCreate();
    await user.type(await screen.findByLabelText(/^Kota/), 'Depok');
    await user.click(save());
    const name = screen.getByLabelText(/^Nama/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(screen.getByLabelText(/^Nomor telepon/)).toHaveAccessibleDescription('Nomor telepon wajib diisi.');
  });

  it('asks for leasing, down payment and tenor only when the payment is credit', async () => {
    const { api, user, view } = openCreate();
    await screen.findByRole('button', { name: 'Simpan' });
    expect(screen.queryByLabelText(/^Leasing/)).not.toBeInTheDocument();

    await choose(user, /^Pembayaran/, 'Kredit');
    expect(screen.getByLabelText(/^Leasing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Uang muka/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Leasing/), 'Adira');
    await user.click(screen.getByRole('button', { name: '35 bln' }));
    expect(screen.getByLabelText(/^Tenor/)).toHaveValue(35);

    await choose(user, /^Pembayaran/, 'Tunai');
    expect(screen.queryByLabelText(/^Leasing/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tenor/)).not.toBeInTheDocument();

    // Cash: the credit terms typed before are not sent.
    await user.type(screen.getByLabelText(/^Nama/), 'Sari Wulandari');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 9876 5432');
    await user.click(save());
    await waitFor(() => expect(view.location()?.pathname).toMatch(/^\/prospect\/\d+\/show$/));
    expect(api.writes()[0].body).toMatchObject({ name: 'Sari Wulandari', payment: 'cash', leasing: null, down_payment: null, tenor: null });
  });

  it('shows the duplicate phone on the field and asks to collaborate on the prospect its parameters name', async () => {
    const { api, user, view } = openCreate();
    const message = 'Nomor telepon ini sudah terdaftar pada prospek "Sari" (#123) milik Andi.';
    const phoneTaken = { code: 'prospect.phone_taken', params: { id: 123, name: 'Sari', owner: 'Andi' } };
    server.use(
      mock.post(PATHS.prospect, () =>
        HttpResponse.json({ ...phoneTaken, message, errors: { phone: message }, fields: { phone: phoneTaken } }, { status: 409 }),
      ),
    );
    await user.type(await screen.findByLabelText(/^Nama/), 'Sari W');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 9876 5432');
    await user.click(save());

    const phone = screen.getByLabelText(/^Nomor telepon/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    await user.click(screen.getByRole('button', { name: 'Ajukan kolaborasi' }));

    await waitFor(() => expect(view.location()?.pathname).toMatch(/^\/collab\/\d+\/show$/));
    expect(api.writes().filter((w) => w.path === PATHS.collab).map((w) => w.body)).toEqual([{ id_prospect: 123 }]);
    expect(await screen.findByText('Pengajuan kolaborasi terkirim. Pemilik prospek akan memutuskannya.')).toBeInTheDocument();
  });

  it('reads the prospect from the parameters only: a sentence naming one offers nothing', async () => {
    const { user } = openCreate();
    const message = 'Data yang sama sudah ada (#123).';
    server.use(mock.post(PATHS.prospect, () => HttpResponse.json({ message, errors: { phone: message } }, { status: 409 })));
    await user.type(await screen.findByLabelText(/^Nama/), 'Sari W');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 9876 5432');
    await user.click(save());

    await waitFor(() => expect(screen.getByLabelText(/^Nomor telepon/)).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('button', { name: 'Ajukan kolaborasi' })).toBeNull();
  });

  it('without signal, keeps the new prospect on the device and opens the list, where it has no page yet', async () => {
    const { api, user, view } = openCreate();
    await screen.findByRole('button', { name: 'Simpan' });
    await user.type(screen.getByLabelText(/^Nama/), 'Sari Wulandari');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 9876 5432');
    act(() => onlineManager.setOnline(false));
    await user.click(save());

    expect(await screen.findByText('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.')).toBeInTheDocument();
    await waitFor(() => expect(view.location()?.pathname).toBe('/prospect'));
    expect(api.writes()).toEqual([]);
    expect(await queuedChanges(ADMIN.id)).toMatchObject([
      { resource: 'prospect', label: 'Prospek baru Sari Wulandari', data: { name: 'Sari Wulandari', phone: '0812 9876 5432', source: 'walk-in', status: 'Low' } },
    ]);
  });

  it('sends only the fields an edit changed; without signal, keeps them on the device and opens the prospect', async () => {
    logInSales();
    const sari = { id: 5, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot', source: 'walk-in', id_product: 3, notes: 'Minta brosur' };
    const api = fakeApi({ prospect: [sari], product: PRODUCTS, members: [{ id: 7, name: 'Budi Santoso' }] });
    const user = userEvent.setup();
    const view = renderRecords('/prospect/5');
    const name = await screen.findByDisplayValue('Sari Wulandari');
    await user.clear(name);
    await user.type(name, 'Sari Wulan');
    await user.click(save());
    await waitFor(() => expect(view.location()?.pathname).toBe('/prospect/5/show'));
    expect(api.writes()).toMatchObject([{ method: 'PUT', path: `${PATHS.prospect}/5`, body: { name: 'Sari Wulan' } }]);
    expect(Object.keys(api.writes()[0].body as object)).toEqual(['name']);

    await user.click(await screen.findByRole('link', { name: /Edit|Ubah/ }));
    const phone = await screen.findByLabelText(/^Nomor telepon/);
    await user.clear(phone);
    await user.type(phone, '0812 1111 2222');
    act(() => onlineManager.setOnline(false));
    await user.click(save());

    expect(await screen.findByText('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.')).toBeInTheDocument();
    await waitFor(() => expect(view.location()?.pathname).toBe('/prospect/5/show'));
    expect(api.writes()).toHaveLength(1);
    // The device's queue also holds the new prospect kept by the test above.
    const edits = (await queuedChanges(ADMIN.id)).filter((change) => change.id !== undefined);
    expect(edits).toMatchObject([{ resource: 'prospect', id: 5, label: 'Ubah prospek Sari Wulan', data: { phone: '0812 1111 2222' } }]);
    expect(Object.keys(edits[0].data)).toEqual(['phone']);
  });
});
