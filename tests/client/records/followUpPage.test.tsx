import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const SARI: Row = { id: 1, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot', next_follow_up: '2026-03-02T03:00:00Z' };
const CALL: Row = { id: 31, id_prospect: 1, id_user: 7, method: 'telepon', result: 'Minta brosur', status: 'pending', done_at: '2026-03-01T03:00:00Z', created_at: '2026-03-01T03:00:00Z' };

describe('the follow-up page', () => {
  it('lists the prospects due in each tab soonest first, and the recorded follow-ups with their approval', async () => {
    logInSales();
    const api = fakeApi({ prospect: [SARI], followup: [CALL], members: [{ id: 7, name: 'Budi Santoso' }] });
    const user = userEvent.setup();
    const view = renderRecords('/prospect/fu');

    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    const listed = () => api.sent.filter((s) => s.path === PATHS.prospect && s.query.range).map((s) => [s.query.filter, s.query.sort]);
    expect(listed()).toEqual([[{ follow_up: 'today' }, ['next_follow_up', 'ASC']]]);

    await user.click(screen.getByRole('tab', { name: 'Terlambat' }));
    await waitFor(() => expect(listed()).toContainEqual([{ follow_up: 'overdue' }, ['next_follow_up', 'ASC']]));
    expect(view.location()?.search).toBe('?tab=overdue');

    await user.click(screen.getByRole('tab', { name: 'Riwayat' }));
    expect(await screen.findByText('Menunggu')).toBeInTheDocument();
    expect(screen.getByText('Minta brosur')).toBeInTheDocument();
  });
});
