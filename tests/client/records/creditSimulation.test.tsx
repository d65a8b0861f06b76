import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { queuedChanges } from '../../../src/offline/outbox';
import { sendQueued } from '../../../src/offline/sendQueued';
import { ADMIN } from '../session';
import { accessibilityFindings } from '../accessibilityFindings';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const VARIO: Row = { id: 3, name: 'Vario 125', type_code: 'VR125', category: 'matic', price_otr: 25_000_000, colours: [], active: true };
const SARI: Row = { id: 5, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', whatsapp: null, status: 'Hot', id_product: 3, down_payment: 5_000_000, tenor: 35 };

const partner = (id: number, short_name: string, fields: object): Row => ({
  id,
  name: `${short_name} Finance`,
  short_name,
  active: true,
  rates: [],
  min_down_payment: null,
  min_down_payment_percent: 10,
  admin_fee: 0,
  insurance_fee: 0,
  categories: [],
  product_ids: [],
  ...fields,
});
const ADIRA = partner(1, 'ADIRA', { rates: [{ tenor: 11, rate: 20 }, { tenor: 35, rate: 22 }], admin_fee: 500_000, insurance_fee: 300_000 });
const FIF = partner(2, 'FIF', { rates: [{ tenor: 35, rate: 21 }], admin_fee: 400_000 });
const SPORT = partner(3, 'SPORT', { rates: [{ tenor: 35, rate: 15 }], categories: ['sport'] });

/** docs/leasing.md, written out independently: flat yearly rate over (price − DP + insurance), to the nearest Rp 1.000. */
const instalment = (financed: number, rate: number, tenor: number) => Math.round((financed * (1 + (rate / 100) * (tenor / 12))) / tenor / 1000) * 1000;
const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;

async function openSimulation(leasing: Row[] = [ADIRA, FIF, SPORT]) {
  logInSales();
  const api = fakeApi({ prospect: [SARI], product: [VARIO], leasing, members: [{ id: 7, name: 'Budi Santoso' }] });
  const view = renderRecords('/prospect/5/show');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Simulasi Kredit' }));
  const dialog = await screen.findByRole('dialog', { name: /Simulasi kredit/ });
  return { api, view, user, dialog };
}

const card = (dialog: HTMLElement, heading: string) => within(dialog).getByRole('heading', { name: heading }).closest('li') as HTMLElement;

describe('Simulasi Kredit on a prospect', () => {
  it('starts from the prospect’s wishes and shows every partner side by side, the cheapest marked and the others’ reasons', async () => {
    const { dialog } = await openSimulation();
    const adira = await waitFor(() => card(dialog, 'ADIRA'));
    expect(within(adira).getByText(rupiah(instalment(20_300_000, 22, 35)), { exact: false })).toBeInTheDocument();
    const fif = card(dialog, 'FIF');
    expect(within(fif).getByText(rupiah(instalment(20_000_000, 21, 35)), { exact: false })).toBeInTheDocument();
    // FIF costs less in all than ADIRA (no insurance, a lower rate, a smaller fee).
    expect(within(fif).getByText('Termurah')).toBeInTheDocument();
    expect(within(adira).queryByText('Termurah')).toBeNull();
    expect(within(card(dialog, 'SPORT')).getByText('Tidak membiayai motor ini')).toBeInTheDocument();
    expect(await accessibilityFindings(dialog)).toEqual([]);
  });

  it('takes the down payment as a percentage and another tenor, and says what a partner asks instead', async () => {
    const { dialog, user } = await openSimulation();
    await user.click(within(dialog).getByRole('button', { name: 'Persen' }));
    const percent = within(dialog).getByLabelText('Uang muka (%)');
    expect(percent).toHaveValue(20);
    await user.clear(percent);
    await user.type(percent, '5');
    expect(within(card(dialog, 'ADIRA')).getByText(`DP minimal ${rupiah(2_500_000)}`)).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(dialog).getByRole('button', { name: '11 bln' }));
    expect(within(card(dialog, 'ADIRA')).getByText(rupiah(instalment(17_800_000, 20, 11)), { exact: false })).toBeInTheDocument();
    expect(within(card(dialog, 'FIF')).getByText('Tenor tersedia: 35 bln')).toBeInTheDocument();
  });

  it('sends the figures to the prospect’s WhatsApp and keeps the simulation on the history', async () => {
    const { api, dialog, user } = await openSimulation();
    const send = await within(dialog).findByRole('link', { name: 'Kirim lewat WhatsApp' });
    const link = new URL(send.getAttribute('href') ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281298765432');
    const text = link.searchParams.get('text') ?? '';
    expect(text).toContain('Halo Sari Wulandari, berikut simulasi kredit Vario 125:');
    expect(text).toContain(`• FIF: ${rupiah(instalment(20_000_000, 21, 35))}/bulan, bayar pertama ${rupiah(5_400_000)} (termurah)`);
    expect(text).not.toContain('SPORT');

    // The browser would open WhatsApp in another tab; jsdom cannot, so the click stops at the app's own handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(send);
    await waitFor(() =>
      expect(api.writes().find((w) => w.path === `${PATHS.prospect}/5/simulation`)?.body).toEqual({
        id_product: 3,
        price: 25_000_000,
        down_payment: 5_000_000,
        tenor: 35,
        sent_via: 'whatsapp',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    const history = await screen.findByRole('region', { name: 'Simulasi kredit' });
    expect(await within(history).findByText(`Vario 125 · DP ${rupiah(5_000_000)} · 35 bln`)).toBeInTheDocument();
  });

  it('says who can add an offer when no partner has one, and sends nothing', async () => {
    const { api, dialog } = await openSimulation([partner(4, 'BARU', {})]);
    expect(await within(dialog).findByText(/Belum ada mitra leasing aktif dengan penawaran/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Simpan ke riwayat' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });

  it('without signal, keeps the simulation on the phone and sends it when the signal returns; its PDF then goes from the history', async () => {
    const { api, view, dialog, user } = await openSimulation();
    act(() => onlineManager.setOnline(false));
    await user.click(await within(dialog).findByRole('button', { name: 'Kirim PDF' }));
    expect(await screen.findByText(/Simulasi tersimpan di perangkat ini dan terkirim otomatis saat sinyal kembali/)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    const [queued] = await queuedChanges(ADMIN.id);
    expect(queued).toMatchObject({ resource: 'prospect/simulation', label: 'Simulasi kredit Sari Wulandari', data: { id_prospect: 5, sent_via: 'pdf' } });

    // Back online, the app's layout sends what waits (useOutboxSender); this page is drawn without it.
    act(() => onlineManager.setOnline(true));
    expect(await sendQueued(ADMIN.id, dataProvider)).toMatchObject({ sent: 1, refused: 0 });
    expect(api.writes()).toEqual([
      { method: 'POST', path: `${PATHS.prospect}/5/simulation`, query: {}, body: { id_product: 3, price: 25_000_000, down_payment: 5_000_000, tenor: 35, sent_via: 'pdf' } },
    ]);

    // Its PDF, which the server draws, is sent from the history (the e2e test downloads one).
    view.unmount();
    renderRecords('/prospect/5/show');
    const history = await screen.findByRole('region', { name: 'Simulasi kredit' });
    expect(await within(history).findByText(/Dikirim sebagai PDF/)).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: /^Kirim PDF simulasi Vario 125, / })).toBeEnabled();
  });
});
