import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queuedChanges } from '../../../src/offline/outbox';
import { server } from '../msw';
import { ADMIN } from '../session';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const prospect = (id: number, name: string, status: string): Row => ({
  id,
  id_user: 7,
  name,
  phone: `+62812000000${id}`,
  status,
  id_product: 3,
  created_at: '2026-03-01T03:00:00Z',
});

const ROWS = [prospect(1, 'Budi Hartono', 'Low'), prospect(2, 'Citra Lestari', 'Low'), prospect(3, 'Dewi Anggraini', 'Hot')];

function openBoard() {
  logInSales();
  const api = fakeApi({
    prospect: ROWS,
    product: [{ id: 3, name: 'Vario 125', type_code: 'VR125', price_otr: 25_000_000, colours: [], active: true }],
    members: [{ id: 7, name: 'Budi Santoso' }],
  });
  renderRecords('/prospect/index_copy');
  return { api, user: userEvent.setup() };
}

const column = (status: string) => screen.getByRole('region', { name: status });
const count = (status: string) => within(column(status)).getByLabelText(/prospek$/).textContent;

async function moveWithMenu(user: ReturnType<typeof userEvent.setup>, name: string, to: string) {
  await user.click(await screen.findByRole('button', { name: `Pindahkan ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: `Pindahkan ke ${to}` }));
}

describe('the prospect board', () => {
  it('shows each status as a column with its total, and moves a card from its menu', async () => {
    const { api, user } = openBoard();
    expect(await within(await screen.findByRole('region', { name: 'Low' })).findByText('Budi Hartono')).toBeInTheDocument();
    expect(within(column('Hot')).getByText('Dewi Anggraini')).toBeInTheDocument();
    expect(count('Low')).toBe('2');
    expect(count('Hot')).toBe('1');

    await moveWithMenu(user, 'Budi Hartono', 'Hot');

    await waitFor(() => expect(within(column('Hot')).getByText('Budi Hartono')).toBeInTheDocument());
    expect(within(column('Low')).queryByText('Budi Hartono')).not.toBeInTheDocument();
    await waitFor(() => expect(api.writes().map((w) => [w.method, w.path, w.body])).toEqual([['PUT', `${PATHS.prospect}/1`, { status: 'Hot' }]]));
    await waitFor(() => expect(count('Hot')).toBe('2'));
    expect(count('Low')).toBe('1');
  });

  it('moves the card at once, and puts it back with the server’s reason when the move is refused', async () => {
    const { user } = openBoard();
    let refuse: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      mock.put(`${PATHS.prospect}/:id`, async () => {
        await answered;
        return HttpResponse.json({ message: 'Prospek ini tidak dapat anda ubah.' }, { status: 403 });
      }),
    );
    await screen.findByText('Citra Lestari');

    await moveWithMenu(user, 'Citra Lestari', 'Deal');
    // Optimistic: in its new column while the server thinks.
    expect(within(column('Deal')).getByText('Citra Lestari')).toBeInTheDocument();
    expect(count('Deal')).toBe('1');
    expect(count('Low')).toBe('1');

    refuse();
    expect(await screen.findByText('Gagal memindahkan Citra Lestari: Prospek ini tidak dapat anda ubah.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('Low')).getByText('Citra Lestari')).toBeInTheDocument());
    expect(within(column('Deal')).queryByText('Citra Lestari')).not.toBeInTheDocument();
    expect(count('Low')).toBe('2');
    expect(count('Deal')).toBe('0');
  });

  it('keeps a move made without signal on the device, under the key it was first sent with, and the card in its new column', async () => {
    const { user } = openBoard();
    const keys: (string | null)[] = [];
    server.use(
      mock.put(`${PATHS.prospect}/:id`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    await screen.findByText('Citra Lestari');

    await moveWithMenu(user, 'Citra Lestari', 'Hot');
    expect(await screen.findByText('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.')).toBeInTheDocument();
    expect(within(column('Hot')).getByText('Citra Lestari')).toBeInTheDocument();
    expect(within(column('Low')).queryByText('Citra Lestari')).not.toBeInTheDocument();
    const [queued] = await queuedChanges(ADMIN.id);
    expect(queued).toMatchObject({ resource: 'prospect', id: 2, data: { status: 'Hot' }, label: 'Status Citra Lestari menjadi Hot' });
    expect(keys).toEqual([queued.key]);
  });

  it('moves a card from its menu by keyboard, and the focus goes with the card to its new column', async () => {
    const { user } = openBoard();
    (await screen.findByRole('button', { name: 'Pindahkan Budi Hartono' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pindahkan ke Medium' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Pindahkan ke Hot' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(column('Hot')).getByRole('link', { name: 'Budi Hartono' })).toHaveFocus());
    expect(within(column('Low')).queryByText('Budi Hartono')).not.toBeInTheDocument();
  });
});
