import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPORTS } from '../../../domain/apiPaths';
import { server } from '../msw';
import { fakeApi, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const ORDER: Row = { id: 9, number: 'SPK/2026/03/000009', id_prospect: 1, id_user: 7, id_product: 3, status: 'pending', payment: 'cash', price: 20_000_000, qty: 1, discount: 0, created_at: '2026-03-01T03:00:00Z' };
const EXPORT = { id: 12, id_user: 7, kind: 'order', format: 'csv', filter: {}, rows_done: 0, file: null, error: null, created_at: '2026-03-01T03:00:00Z', finished_at: null };

describe("a list's export button", () => {
  it('exports the whole list with its current filter on the server, and follows it in a dialog', async () => {
    logInSales({ Order: 'own' });
    fakeApi({ order: [ORDER], members: [{ id: 7, name: 'Budi Santoso' }] });
    const sent: unknown[] = [];
    server.use(
      mock.post(EXPORTS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...EXPORT, status: 'queued', rows_total: null }, { status: 201 });
      }),
      mock.get(`${EXPORTS}/12`, () => HttpResponse.json({ ...EXPORT, status: 'running', rows_total: 200, rows_done: 50 })),
    );
    const user = userEvent.setup();
    renderRecords(`/order?filter=${encodeURIComponent('{"status":"pending"}')}`);

    await user.click(await screen.findByRole('button', { name: 'Ekspor daftar ini (Order) sesuai filter' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'order', format: 'csv', filter: { status: 'pending' } }]));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor Order' });
    expect(await screen.findByRole('progressbar', { name: 'Kemajuan ekspor Order #12' })).toHaveAttribute('aria-valuenow', '25');
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Buka Export Data' }));
    expect(screen.getByRole('link', { name: 'Buka Export Data' })).toHaveAttribute('href', '/setting/Export');
  });

  it('is not there when the role may not export the kind', async () => {
    logInSales({ Order: 'none' });
    fakeApi({ order: [ORDER], members: [{ id: 7, name: 'Budi Santoso' }] });
    renderRecords('/order');
    expect(await screen.findByText('SPK/2026/03/000009')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ekspor daftar ini/ })).not.toBeInTheDocument();
  });
});
