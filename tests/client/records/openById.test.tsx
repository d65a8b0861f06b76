import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const SARI: Row = { id: 42, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot', payment: null, photo: null, created_at: '2026-03-02T03:00:00Z' };
const ORDER: Row = { id: 9, number: 'SPK/2026/03/000009', id_prospect: 42, id_user: 7, id_product: 3, qty: 1, price: 25_000_000, discount: 0, payment: 'cash', status: 'pending', spk_status: 'draft', created_at: '2026-03-03T03:00:00Z' };

describe('the links of the notifications', () => {
  it.each([
    ['/prospect?id=42', '/prospect/42/show', 'Sari Wulandari', PATHS.prospect],
    ['/order?id=9', '/order/9/show', 'Order SPK/2026/03/000009', PATHS.order],
  ])('%s opens the record', async (link, page, heading, listPath) => {
    logInSales();
    const api = fakeApi({ prospect: [SARI], order: [ORDER], members: [{ id: 7, name: 'Budi Santoso' }] });
    const view = renderRecords(link);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(view.location()?.pathname).toBe(page));
    // The list behind the link is never loaded (an unfiltered page); only the record and what it refers to.
    const listPage = api.sent.filter((s) => s.path === listPath && s.query.range && !Object.keys(s.query.filter ?? {}).length);
    expect(listPage).toEqual([]);
  });
});
