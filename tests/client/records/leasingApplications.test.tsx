import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const VARIO: Row = { id: 3, name: 'Vario 125', type_code: 'VR125', category: 'matic', price_otr: 25_000_000, colours: [], active: true };
const SARI: Row = { id: 5, id_user: 8, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' };
const ORDER: Row = {
  id: 9,
  number: 'SPK/2026/11/000009',
  spk_status: 'draft',
  id_prospect: 5,
  id_user: 8,
  id_product: 3,
  qty: 1,
  price: 25_000_000,
  discount: 0,
  payment: 'kredit',
  id_leasing_partner: 1,
  leasing: 'Adira Finance',
  down_payment: 4_000_000,
  tenor: 35,
  instalment: 850_000,
  down_payment_paid_at: null,
  status: 'approved',
};
const partner = (id: number, short_name: string): Row => ({ id, name: `${short_name} Finance`, short_name, active: true, rates: [{ tenor: 35, rate: 22 }], categories: [], product_ids: [] });
const application = (id: number, id_leasing_partner: number, status: string): Row => ({
  id,
  id_order: 9,
  id_leasing_partner,
  status,
  down_payment: 4_000_000,
  tenor: 35,
  instalment: 850_000,
  required_documents: ['ktp', 'kk'],
  survey_at: status === 'survey' ? '2026-12-05T03:00:00.000Z' : null,
  surveyor: null,
  approved_down_payment: null,
  approved_tenor: null,
  approved_instalment: null,
  rejection_reason: null,
});

/** The order's page with two applications, ADIRA waiting and FIF surveyed, as a salesperson or a validator. */
function openOrder(validator: boolean) {
  logInSales({}, validator ? ['Validation Product Order'] : []);
  const api = fakeApi({
    order: [ORDER],
    prospect: [SARI],
    product: [VARIO],
    leasing: [partner(1, 'ADIRA'), partner(2, 'FIF')],
    application: [application(21, 1, 'submitted'), application(22, 2, 'survey')],
    members: [{ id: 8, name: 'Neng Rahayu' }],
  });
  const moves: { id: string; body: unknown }[] = [];
  const uploads: string[] = [];
  server.use(
    mock.get(`${PATHS.application}/:id/documents`, ({ params }) =>
      HttpResponse.json(params.id === '22' ? [{ kind: 'ktp', id_user: 8, created_at: '2026-11-30T01:00:00.000Z' }, { kind: 'kk', id_user: 8, created_at: '2026-11-30T01:00:00.000Z' }] : []),
    ),
    mock.post(`${PATHS.application}/:id/document/:kind`, ({ params }) => {
      uploads.push(`${String(params.id)}/${String(params.kind)}`);
      return HttpResponse.json({ kind: params.kind, id_user: 7, created_at: '2026-11-30T02:00:00.000Z' });
    }),
    mock.post(`${PATHS.application}/:id/move`, async ({ params, request }) => {
      const body = await request.json();
      moves.push({ id: String(params.id), body });
      return HttpResponse.json({ application: application(Number(params.id), 1, 'approved'), cancelled: [], deal: false });
    }),
  );
  renderRecords('/order/9/show');
  return { api, moves, uploads, user: userEvent.setup() };
}

const card = async (partner: string) => (await screen.findByRole('heading', { name: partner })).closest('li') as HTMLElement;

describe('the order’s leasing applications', () => {
  it('lets the salesperson photograph the documents and schedule the survey, never record the partner’s answer', async () => {
    const { moves, uploads, user } = openOrder(false);
    const adira = await card('ADIRA');
    expect(within(adira).getByText('Diajukan')).toBeInTheDocument();
    expect(within(adira).getAllByText('Belum difoto')).toHaveLength(2);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'ktp.png', { type: 'image/png' });
    await user.upload(within(adira).getByLabelText('Foto KTP'), photo);
    await waitFor(() => expect(uploads).toEqual(['21/ktp']));

    await user.click(within(adira).getByRole('button', { name: 'Jadwalkan survei' }));
    const dialog = await screen.findByRole('dialog', { name: /Jadwalkan survei/ });
    await user.type(within(dialog).getByLabelText('Nama surveyor'), 'Pak Dedi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // The survey's date is required: nothing is sent without it.
    expect(moves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));

    // By now the role's permissions have long been read: a salesperson gets no decision buttons.
    const fif = await card('FIF');
    expect(within(fif).getByRole('button', { name: 'Batalkan pengajuan' })).toBeInTheDocument();
    expect(within(fif).queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(within(fif).queryByRole('button', { name: 'Tolak' })).toBeNull();
  });

  it('lets the validator approve with the leasing’s figures and cancel the other partner in the same step', async () => {
    const { moves, user } = openOrder(true);
    const fif = await card('FIF');
    await user.click(await within(fif).findByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog', { name: /Setujui/ });
    const downPayment = within(dialog).getByLabelText(/Uang muka disetujui/);
    await user.clear(downPayment);
    await user.type(downPayment, '5000000');
    expect(within(dialog).getByRole('checkbox', { name: 'Batalkan juga pengajuan ke mitra lain (1)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(moves).toEqual([{ id: '22', body: { to: 'approved', down_payment: 5_000_000, tenor: 35, instalment: 850_000, cancel_others: true } }]),
    );
  });
});
