import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queuedChanges } from '../../../src/offline/outbox';
import { ADMIN } from '../session';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const SARI: Row = {
  id: 1,
  id_user: 7,
  name: 'Sari Wulandari',
  phone: '+6281298765432',
  status: 'Hot',
  source: 'pameran',
  payment: null,
  photo: null,
  next_follow_up: '2026-03-02T03:00:00Z',
  created_at: '2026-03-01T03:00:00Z',
};

/** A salesperson on Sari's page, with the follow-up dialog opened from it. */
async function openTheDialog() {
  logInSales();
  const api = fakeApi({ prospect: [SARI], members: [{ id: 7, name: 'Budi Santoso' }] });
  const user = userEvent.setup();
  renderRecords('/prospect/1/show');
  await user.click(await screen.findByRole('button', { name: 'Catat follow up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Catat follow up: Sari Wulandari' });
  return { api, user, dialog };
}

describe('recording a follow-up', () => {
  it('posts the method, result and next follow-up of the prospect from its page', async () => {
    const { api, user, dialog } = await openTheDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Telepon' }));
    await user.type(within(dialog).getByLabelText(/^Hasil/), 'Minta brosur Vario, test ride Sabtu');
    // The browser's date-time picker answers with a local time.
    fireEvent.change(within(dialog).getByLabelText(/^Follow up berikutnya/), { target: { value: '2026-06-01T10:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Follow up tersimpan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'POST',
        PATHS.followup,
        {
          id_prospect: 1,
          method: 'telepon',
          result: 'Minta brosur Vario, test ride Sabtu',
          next_follow_up: new Date('2026-06-01T10:30').toISOString(),
        },
      ],
    ]);
  });

  it('without signal, keeps it on the device under a key and says it goes when the signal returns', async () => {
    const { api, user, dialog } = await openTheDialog();
    act(() => onlineManager.setOnline(false));
    await user.type(within(dialog).getByLabelText(/^Hasil/), 'Ditemui di pameran');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);
    const [queued] = await queuedChanges(ADMIN.id);
    expect(queued).toMatchObject({
      resource: 'prospect/fu',
      label: 'Follow up Sari Wulandari',
      data: { id_prospect: 1, method: 'whatsapp', result: 'Ditemui di pameran' },
    });
    expect(queued.key).toMatch(/^[0-9a-f]{32}$/);
  });
});
