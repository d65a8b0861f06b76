import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const SARI: Row = { id: 5, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' };
const VARIO: Row = { id: 3, name: 'Vario 125', type_code: 'VR125', price_otr: 25_000_000, colours: [], active: true };
const spk = (status: string): Row => ({
  id: 9,
  number: 'SPK/2026/11/000009',
  id_prospect: 5,
  id_user: 7,
  id_product: 3,
  qty: 1,
  price: 25_000_000,
  discount: 0,
  payment: 'cash',
  status,
  spk_status: 'draft',
  delivery_date: null,
  created_at: '2026-11-20T03:00:00Z',
});

function openOrder(status: string) {
  logInSales();
  const api = fakeApi({ order: [spk(status)], prospect: [SARI], product: [VARIO], members: [{ id: 7, name: 'Budi Santoso' }] });
  const asked: unknown[] = [];
  server.use(
    mock.put(`${PATHS.order}/9/delivery`, async ({ request }) => {
      const body = (await request.json()) as { delivery_date: string | null };
      asked.push(body);
      api.data.order[0].delivery_date = body.delivery_date;
      return HttpResponse.json({ id: 9, ...body });
    }),
  );
  renderRecords('/order/9/show');
  return { asked, user: userEvent.setup() };
}

// A rejected SPK is refused its delivery day by the server (tests/server/orderDelivery.test.ts).
describe("an SPK's delivery day", () => {
  it('is set on an approved SPK, whose form is closed, from a dialog the keyboard reaches, and shows at once', async () => {
    const { asked, user } = openOrder('approved');
    const open = await screen.findByRole('button', { name: 'Atur pengiriman' });
    expect(screen.queryByRole('link', { name: /Edit|Ubah/ })).not.toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Atur pengiriman' });
    await user.type(within(dialog).getByLabelText('Tanggal pengiriman'), '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Tanggal pengiriman disimpan.')).toBeInTheDocument();
    expect(asked).toEqual([{ delivery_date: '2026-12-05' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('05-12-2026')).toBeInTheDocument();
  });

  it('without signal, says it could not reach the server at once and keeps the dialog to try again', async () => {
    const { asked, user } = openOrder('approved');
    await user.click(await screen.findByRole('button', { name: 'Atur pengiriman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur pengiriman' });
    await user.type(within(dialog).getByLabelText('Tanggal pengiriman'), '2026-12-05');
    server.use(mock.put(`${PATHS.order}/9/delivery`, () => HttpResponse.error()));
    act(() => onlineManager.setOnline(false));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Gagal berkomunikasi dengan server')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeEnabled());
  });
});
