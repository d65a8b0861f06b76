import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import CollabApprovePage from '../../../src/pages/approval/CollabApprovePage';
import FollowUpApprovePage from '../../../src/pages/approval/FollowUpApprovePage';
import OrderApprovePage from '../../../src/pages/approval/OrderApprovePage';
import { renderInAdmin } from './admin';
import { listenForPengajuanChanged } from './pengajuanChanged';
import { alreadyDecided, answerDecisions, answerLookups, answerQueue, decided } from './queueServer';

type QueueCase = {
  name: string;
  Page: ComponentType;
  route: string;
  path: string;
  rows: { id: number; [field: string]: unknown }[];
  /** Texts the first row shows once its names are looked up. */
  shows: (string | RegExp)[];
};

// Without a zone, so that the expected local time does not depend on the machine's zone.
const asked = { status: 'pending', created_at: '2025-03-10T10:15:00' };

const CASES: QueueCase[] = [
  {
    name: 'collaborations',
    Page: CollabApprovePage,
    route: '/setting/collabApprove',
    path: '/api/prospect/v1/collab',
    rows: [
      { id: 1, id_prospect: 101, id_user: 11, id_user_target: 12, reason: 'Pelanggan teman saya', ...asked },
      { id: 2, id_prospect: 102, id_user: 13, id_user_target: 12, reason: null, ...asked },
    ],
    shows: ['Ahmad Fauzi', 'Sari Wulandari', 'Joko Prasetyo', 'Pelanggan teman saya'],
  },
  {
    name: 'follow-ups',
    Page: FollowUpApprovePage,
    route: '/setting/followUpApprove',
    path: '/api/prospect/v1/followup',
    rows: [
      { id: 1, id_prospect: 101, id_user: 11, method: 'tatap muka', done_at: '2025-03-10T02:00:00.000Z', result: 'Minta brosur', ...asked },
      { id: 2, id_prospect: 102, id_user: 13, method: 'telepon', done_at: null, scheduled_at: null, result: null, ...asked },
    ],
    shows: ['Ahmad Fauzi', 'Sari Wulandari', 'Tatap muka', 'Minta brosur'],
  },
  {
    name: 'orders',
    Page: OrderApprovePage,
    route: '/setting/orderApprove',
    path: '/api/order/v1/order',
    rows: [
      {
        id: 1,
        number: 'SPK/2025/03/000001',
        id_prospect: 101,
        id_user: 11,
        id_product: 5,
        colour: 'Hitam',
        qty: 1,
        price: 28_000_000,
        discount: 500_000,
        payment: 'kredit',
        leasing: 'Adira',
        down_payment: 5_000_000,
        tenor: 24,
        instalment: 1_400_000,
        ...asked,
      },
      { id: 2, number: 'SPK/2025/03/000002', id_prospect: 102, id_user: 13, id_product: 5, qty: 1, price: 27_000_000, discount: 0, payment: 'cash', ...asked },
    ],
    shows: ['SPK/2025/03/000001', 'Ahmad Fauzi', 'Sari Wulandari', 'Honda Vario 160', /^Rp\s27\.500\.000$/, /^Kredit Adira/],
  },
];

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe.each(CASES)('the approval screen of $name', ({ Page, route, path, rows, shows }) => {
  const firstRow = () => rowOf(String(shows[0]));

  it('lists the pending requests the user may decide, newest first, a page at a time', async () => {
    answerLookups();
    const queries = answerQueue(path, rows);
    renderInAdmin(<Page />, route);
    const row = await firstRow();
    for (const text of shows) expect(await within(row).findByText(text)).toBeInTheDocument();
    expect(within(row).getByText('10-03-2025 10:15')).toBeInTheDocument();
    // decidable: the server leaves out the user's own requests, as the red chip does.
    expect(queries[0].get('filter')).toBe('{"status":"pending","decidable":true}');
    expect(queries[0].get('sort')).toBe('["created_at","DESC"]');
    expect(queries[0].get('range')).toBe('[0,24]');
  });

  it('is not found for a role whose rows do not open the queue, and asks for nothing', async () => {
    answerLookups();
    const queries = answerQueue(path, rows);
    renderInAdmin(<Page />, route, ['Prospect', 'Order', 'Follow Up']);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('says so when nothing waits', async () => {
    answerLookups();
    answerQueue(path, []);
    renderInAdmin(<Page />, route);
    expect(await screen.findByText('Tidak ada pengajuan yang menunggu.')).toBeInTheDocument();
  });

  it('approves the whole selection in one request, after a confirmation', async () => {
    const changed = listenForPengajuanChanged();
    answerLookups();
    const queries = answerQueue(path, rows);
    const sent = answerDecisions(path, decided([1, 2], '2 pengajuan disetujui.'));
    const user = userEvent.setup();
    renderInAdmin(<Page />, route);
    await user.click(within(await firstRow()).getByRole('checkbox'));
    await user.click(within((await screen.findAllByRole('row'))[2]).getByRole('checkbox'));

    const toolbar = (await screen.findByText('2 item dipilih')).closest('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    await user.click(within(toolbar).getByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Setujui 2 pengajuan?')).toBeInTheDocument();
    const listed = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));

    expect(await screen.findByText('2 pengajuan disetujui.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `${path}/approve`, body: { ids: [1, 2] } }]);
    expect(changed).toHaveBeenCalled();
    await waitFor(() => expect(queries.length).toBeGreaterThan(listed));
  });

  it('rejects only with a reason', async () => {
    const changed = listenForPengajuanChanged();
    answerLookups();
    answerQueue(path, rows);
    const sent = answerDecisions(path, decided([1], '1 pengajuan ditolak.'));
    const user = userEvent.setup();
    renderInAdmin(<Page />, route);
    await user.click(within(await firstRow()).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(within(dialog).getByText('Alasan penolakan wajib diisi.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Alasan penolakan/), 'Data pelanggan belum lengkap');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('1 pengajuan ditolak.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `${path}/1/reject`, body: { reason: 'Data pelanggan belum lengkap' } }]);
    expect(changed).toHaveBeenCalled();
  });

  it("shows the server's message when the request was already decided", async () => {
    const changed = listenForPengajuanChanged();
    answerLookups();
    answerQueue(path, rows);
    const sent = answerDecisions(path, alreadyDecided());
    const user = userEvent.setup();
    renderInAdmin(<Page />, route);
    await user.click(within(await firstRow()).getByRole('button', { name: 'Setujui' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Setujui' }));

    expect(await screen.findByText('Pengajuan ini sudah diproses sebelumnya.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `${path}/1/approve`, body: {} }]);
    // Someone else decided it: the list and the chips catch up.
    expect(changed).toHaveBeenCalled();
  });
});

describe('the approval screen of orders', () => {
  it('shows the colour and the quantity under the model, the quantity alone without a colour', async () => {
    const orders = CASES.find((queue) => queue.name === 'orders')!;
    answerLookups();
    answerQueue(orders.path, orders.rows);
    renderInAdmin(<OrderApprovePage />, orders.route);
    expect(within(await rowOf('SPK/2025/03/000001')).getByText('Hitam · 1 unit')).toBeInTheDocument();
    expect(within(await rowOf('SPK/2025/03/000002')).getByText('1 unit')).toBeInTheDocument();
  });
});
