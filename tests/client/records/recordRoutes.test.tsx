import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const SARI: Row = { id: 42, id_user: 9, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' };
const REQUEST: Row = { id: 5, id_prospect: 42, id_user: 7, id_user_target: 9, reason: 'Pelanggan kenal saya', status: 'pending', created_at: '2026-03-02T03:00:00Z' };
const MEMBERS = [
  { id: 7, name: 'Budi Santoso' },
  { id: 9, name: 'Neng Rahmawati' },
];

describe('routes with an optional record id', () => {
  it('/collab/:id opens the collaboration request, not the list', async () => {
    logInSales();
    fakeApi({ collab: [REQUEST], prospect: [SARI], members: MEMBERS });
    const view = renderRecords('/collab/5');
    await waitFor(() => expect(view.location()?.pathname).toBe('/collab/5/show'));
    expect(await screen.findByText('Pelanggan kenal saya')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('/collab/create still opens the request form', async () => {
    logInSales();
    fakeApi({ collab: [], prospect: [SARI], members: MEMBERS });
    const view = renderRecords('/collab/create');
    expect(await screen.findByRole('textbox', { name: /Alasan/ })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe('/collab/create');
  });

  it('/setting/detail-visum without an id opens the list of visits', async () => {
    logInSales();
    fakeApi({ visum: [], members: MEMBERS });
    const view = renderRecords('/setting/detail-visum');
    await waitFor(() => expect(view.location()?.pathname).toBe('/setting/visum'));
    expect(screen.queryByText(/tidak ditemukan/)).not.toBeInTheDocument();
  });
});
